import { z } from 'zod';
import { field, group, line, longText, text, textList, textWith } from './common';

/**
 * Every word of the site's request forms and of the ZIP checker (content/forms.json). The forms
 * themselves (which fields, required or not, the values a choice sends, where a lead goes) are
 * code in lib/forms; this record holds what a visitor reads.
 */

const box = (label: string, placeholder: string) =>
  group(label, {
    label: text('Label', 'Shown above the box.'),
    placeholder: text('Example in the box', placeholder),
  });

/** A choice list: its question, the text before a choice is made, and one line per choice the form sends. */
const choice = (label: string, sends: string) =>
  group(label, {
    label: text('Question', 'Shown above the list.'),
    emptyOption: text('Text before a choice is made'),
    options: textList('Choices', `One line per choice, in this order: ${sends}. Reword them freely; keep their number and order.`),
  });

/** A text whose wording depends on a number ({count}): "1 photo", "2 photos". */
const counted = (label: string, hint: string, also: string[] = []) =>
  group(label, {
    one: textWith(['count', ...also], 'For one', hint),
    other: textWith(['count', ...also], 'For several', hint),
  });

const message = (label: string, hint: string) => group(label, { title: text('Heading'), description: longText('Text', hint) });

const outcomes = {
  success: message('When the request arrived', 'Shown in a notice and at the top of the confirmation.'),
  failure: message('When it could not be sent', 'Always give the phone number: {phone}.'),
};

/** What one form says once it has sent (or failed to send) a request, and how soon you call back. */
const answers = (label: string) =>
  group(label, {
    ...outcomes,
    callWithin: text(
      'How soon you call back',
      'As in "expect our call within 30 minutes". {callBack} is the time in the business details.',
    ),
  });

export const formsSchema = z.object({
  fields: group(
    'Boxes to type in',
    {
      fullName: box('Name', 'For example "John Smith".'),
      phone: box('Phone', 'For example "(941) 555-0123".'),
      email: box('E-mail', 'For example "john@example.com".'),
      zipCode: box('ZIP code', 'For example "34236". City pages show one of the city\'s own ZIP codes.'),
      location: box('City or ZIP code (home page offer form)', 'For example "Sarasota or 34236".'),
      message: box('Message (About pages)', 'For example "Tell us about your garage door".'),
      question: box('Question (FAQ page)', 'For example "What would you like to know?".'),
      reviewCity: box('City (review form)', 'For example "Venice".'),
      review: box('Review (review form)', 'For example "How did the visit go?".'),
      galleryIssue: box('What needs fixing (gallery page)', 'For example "For example: the door is off its track on one side".'),
      details: box('Anything else (troubleshooting guide)', 'An example of what a customer might write.'),
    },
    'The label and the grey example text of each box. Which boxes a form has, and which must be filled in, is fixed.',
  ),
  choices: group(
    'Choice lists',
    {
      promotionService: choice(
        'Service needed (home page offer form)',
        'hurricane-rated door, broken spring, off-track door, motor or opener, keypad and remote, cable/roller/hinge, full replacement, emergency, other',
      ),
      preferredTime: choice('Preferred time (home page offer form)', 'morning, afternoon, evening, weekend, as soon as possible'),
      emergencyType: choice(
        'Type of emergency (emergency page)',
        'stuck open, stuck closed, off its tracks, broken spring, opener dead, security issue, something else',
      ),
      rating: choice('Rating (review form)', '5 stars, 4, 3, 2, 1 star'),
      symptom: group('Symptom (troubleshooting guide)', {
        label: text('Question', "Its choices are the short names of the guide's symptoms."),
        emptyOption: text('Text before a choice is made'),
      }),
      anyOption: text('Text before a choice is made, on city pages', "Each city's own question and choices are in its city file."),
    },
    "The value each choice sends with a request is fixed (the office's e-mail filters rely on it): only the words change.",
  ),
  buttons: group(
    'Send buttons',
    {
      discount: text('Home page discount form', 'May use {offerPercent}.'),
      estimate: text('Home page offer form'),
      requestService: text('City, service and gallery pages', 'A service page may set its own in its file.'),
      quote: text('Longer city pages'),
      emergency: text('Emergency page'),
      message: text('About pages'),
      question: text('FAQ page'),
      review: text('Review form'),
      repair: text('Troubleshooting guide'),
      sending: text('While a request is being sent'),
    },
    'The text of the button that sends each form.',
  ),
  requiredMark: field(line, {
    label: 'Mark of a box that must be filled in',
    hint: 'Shown beside the label (or after the example text on the shortest city pages), for example "*".',
  }),
  spamTrap: text(
    'Label of the hidden spam-trap box',
    'Visitors never see it; a screen reader may. Programs that fill every box fill it, and their requests are dropped.',
  ),
  messages: group(
    'After sending',
    {
      homeLead: answers('Home page discount form'),
      promotion: answers('Home page offer form'),
      cityFeatured: answers('Featured city pages'),
      cityRequest: answers('Other city pages'),
      emergency: answers('Emergency page'),
      aboutUs: answers('About us page'),
      about: answers('Our team page'),
      faq: answers('FAQ page'),
      review: group('Review form', outcomes, 'Nobody calls back after a review.'),
      serviceRequest: answers('Service pages, gallery and troubleshooting guide'),
    },
    'What each form says once the request has arrived, or could not be sent.',
  ),
  unsent: group(
    'When a request could not go',
    {
      offline: message('Offline notice', 'Shown when the visitor has no connection: the request waits on the page.'),
      offlineNote: text('Offline, under the button', 'Followed by the phone number.'),
      failureTitle: text('Failure: the headline above the note'),
      failureNote: text('Failure, under the button', 'Followed by the phone number.'),
      otherWays: text('Before the links that send the request another way'),
      sms: text('Link: by text message'),
      whatsapp: text('Link: by WhatsApp'),
      email: text('Link: by e-mail'),
      greeting: text('First line of the request sent by text, WhatsApp or e-mail'),
      page: text('Name of the page line in that request', 'As in "Page: https://...".'),
    },
    'The phone number and the same request, ready to send by text, WhatsApp or e-mail.',
  ),
  photos: group(
    'Photos of the problem',
    {
      label: text('Label'),
      labelNote: textWith(['max'], 'Beside the label', 'For example "(optional, up to {max})"; {max} is how many photos a request takes.'),
      hint: text('Hint under the label'),
      preparing: text('While photos are being made ready'),
      added: counted('Photos added', '{count} is the number of photos.'),
      leftOut: textWith(['file'], 'A file that could not be used', "{file} is the file's name."),
      leftOutUnnamed: text('A file without a name that could not be used'),
      overLimit: counted('More photos than allowed', '{count} is the number of photos left out, {max} how many a request takes.', ['max']),
      removed: textWith(['number'], 'After a photo is removed', '{number} is its place in the list.'),
      remove: text('Remove button'),
      removeWhich: textWith(['number'], 'Remove button, read out', "Read out by screen readers after the button's text."),
      alt: textWith(['number'], 'Description of a photo', 'Read out by screen readers.'),
    },
    'The optional photos a customer adds to a repair request.',
  ),
  arrival: group(
    'When can we come?',
    {
      legend: text('Question'),
      hint: text('Hint under the question'),
      asSoonAsPossible: text('First choice: as soon as possible', 'The request says "As soon as possible" to the office in any language.'),
      day: text('Day (page without JavaScript)'),
      time: text('Arrival window (page without JavaScript)'),
      anyTime: text('Any time that day (page without JavaScript)'),
      summary: text('Name of the window in a summary', 'As in "Arrival window: Thu Nov 26, 10 AM-12 PM".'),
    },
    'The arrival-window choice of repair, estimate, emergency and city forms. The days and times follow the booking settings.',
  ),
  confirmation: group(
    'Confirmation',
    {
      openNow: textWith(['within'], 'While the office is open', '{within} is the form\'s "How soon you call back".'),
      anyHour: textWith(['within'], 'Emergency form, at any hour', '{within} is the form\'s "How soon you call back".'),
      closed: textWith(['now', 'opens'], 'While the office is closed', '{now} is the time in Florida, {opens} when the office opens.'),
      opensToday: textWith(['time'], 'Opens later today', 'For example "at {time} today".'),
      opensTomorrow: textWith(['time', 'day'], 'Opens tomorrow', 'For example "at {time} tomorrow ({day})".'),
      opensLater: textWith(['time', 'day'], 'Opens another day', 'For example "at {time} on {day}".'),
      answersNow: text('While closed: who answers the phone now', 'May use {emergencyHours}.'),
      emergencyCall: text('While closed: the emergency call button', 'May use {phone}.'),
      summaryTitle: text('Heading of what was sent'),
      name: text('Name, in what was sent'),
      phone: text('Phone, in what was sent'),
      addToCalendar: text('Add to calendar button'),
      sendAnother: text('Button back to an empty form'),
      calendarFile: text('Name of the calendar file', 'For example "garage-door-visit.ics".'),
      calendarTitle: text('Title of the calendar event', 'May use {name}.'),
      calendarDescription: textWith(['window'], 'Text of the calendar event', '{window} is the arrival window. May use {phone}.'),
    },
    'What replaces a form once its request has arrived: what happens next, what was sent, a calendar entry.',
  ),
  zipChecker: group(
    'ZIP checker and ZIP lists',
    {
      label: text('Label'),
      button: text('Button'),
      hint: text('Hint'),
      empty: text('Nothing typed'),
      malformed: textWith(['input'], 'Not a ZIP code', '{input} is what was typed.'),
      loading: text('While checking'),
      served: textWith(['zip'], 'A ZIP of one of our cities', '{zip} is the ZIP code.'),
      cityLink: textWith(['city'], "Link to a city's page", "Also on the service-area page's city cards."),
      servedCall: text('Before the phone number, for a served ZIP'),
      arrival: text('Near the shop: the emergency arrival aim', 'May use {arrivalWindow} and {arrivalMiles}.'),
      scheduled: textWith(
        ['county', 'crewDays'],
        'Far from the shop: when our crews are there',
        "{county} is the county's name, {crewDays} the days its page gives. Promise no arrival time here.",
      ),
      countyLink: textWith(['county'], "Link to a county's page"),
      region: textWith(['place'], 'A ZIP elsewhere in the area', '{place} is its town.'),
      regionDetail: textWith(['zip', 'county'], 'A ZIP elsewhere in the area, near a city page: details'),
      regionFarDetail: textWith(
        ['zip', 'county', 'place'],
        'A ZIP elsewhere in the area, far from every city page: details',
        'Promise no arrival time here. {place} is its town.',
      ),
      requestLink: text('Link to the request form'),
      nearestLabel: text('Before the nearest city pages'),
      unserved: textWith(['zip'], 'A ZIP outside the area'),
      unservedCall: text('Outside the area: before the phone number'),
      failed: text('Could not check'),
      failedCall: text('Could not check: before the phone number'),
      failedList: text('Could not check: link to every ZIP code'),
      countyZips: textWith(
        ['county', 'count'],
        'A county in the list of every ZIP code',
        'For example "{county} County, {count} ZIP codes".',
      ),
      zipCodes: text("City card: heading of the city's ZIP codes"),
      neighbourhoods: text("City card: heading of the city's neighbourhoods"),
    },
    'The "Do you serve my ZIP code?" box and the service-area page\'s lists.',
  ),
  countyTown: group(
    'County page form',
    {
      label: text('Question: which town'),
      other: text('Last choice: a town without a page'),
    },
    "A county page's form asks which of its towns the door is in.",
  ),
  spanishLeadSubject: field(line.meta({ placeholders: ['subject'] }), {
    label: 'Subject of a request sent from a Spanish page',
    hint: 'So you notice it in your inbox. {subject} is the form\'s usual subject, for example "[ES] {subject}".',
  }),
});

export type FormsWords = z.infer<typeof formsSchema>;
export type AnswerWords = FormsWords['messages'][keyof FormsWords['messages']];
