import { group, longText, text, textWith } from './common';

/** {city} is filled in with each city's name; the rest of a city page's words are in its own file (Cities). */
const forCity = (label: string, hint?: string) => textWith(['city'], label, hint ?? 'For example "Local Know-How in {city}".');
const cityCta = group('Call band', { title: forCity('Heading'), text: longText('Text') });

export const cityPagesWords = group(
  'City pages',
  {
    localTitle: forCity('Heading of the local notes'),
    neighbourhoods: group('Neighborhoods', {
      title: forCity('Heading'),
      intro: textWith(['city', 'zips'], 'Introduction', "{zips} lists the city's ZIP codes."),
    }),
    reviewTitle: forCity('Heading of the review'),
    allServices: forCity('Heading of the list of services'),
    permitsTitle: forCity('Heading of the permits'),
    permitsOffice: text('Before the office that permits a door'),
    reach: group('How we reach the city', {
      title: forCity('Heading'),
      arrival: textWith(
        ['city', 'miles'],
        'Near the shop',
        '{miles} is its distance from the shop; may use {arrivalWindow}, {office} and {cutoff}.',
      ),
      scheduled: textWith(
        ['city', 'miles', 'county', 'crewDays'],
        'Farther than the arrival distance',
        "{crewDays} are the days its county's page gives. Promise no arrival time here.",
      ),
    }),
    nearby: group('Links to the neighbors', {
      title: forCity('Heading'),
      county: textWith(['county'], "Link to the county's page"),
    }),
    featured: group('Featured city pages', {
      helpTitle: forCity('Heading of the cards'),
      servicesTitle: forCity('Heading of the services'),
      reasonsTitle: text('Heading of the reasons'),
      formIntro: longText('Form introduction'),
      contactTitle: forCity('Heading of the contact block'),
    }),
    long: group('Long city pages', {
      servicesTitle: forCity('Heading of the services'),
      whyTitle: forCity('Heading of the reasons'),
      cta: cityCta,
      formTitle: forCity('Form heading'),
      formIntro: longText('Form introduction'),
    }),
    short: group('Short city pages', {
      helpTitle: forCity('Heading'),
      explore: text('Button to every service'),
      more: forCity("Button to the city's main page"),
      cta: cityCta,
      formTitle: forCity('Form heading'),
      formIntro: longText('Form introduction'),
    }),
  },
  "Words every city page shares; each city's own words are in its file under Cities.",
);

/** {county} is filled in with the county's name as sentences say it ("Lee County"). */
const forCounty = (label: string, hint?: string) => textWith(['county'], label, hint ?? 'For example "How we serve {county}".');

export const countyPagesWords = group(
  'County pages',
  {
    eyebrow: forCounty('Small line above the heading'),
    reach: group('How we serve the county', {
      title: forCounty('Heading'),
      arrival: textWith(['county'], 'Every town near the shop', 'May use {arrivalMiles}, {office} and {arrivalWindow}.'),
      scheduled: textWith(
        ['county', 'crewDays'],
        'Every town farther away',
        "{crewDays} are the county's crew days. Promise no arrival time here.",
      ),
      mixed: textWith(['county', 'crewDays', 'near'], 'Some towns near, some farther', '{near} lists the towns near the shop.'),
    }),
    towns: group('Its towns with a page', {
      title: forCounty('Heading'),
      intro: longText('Introduction'),
      arrival: text(
        'Under a town near the shop',
        'Shown only where a county has towns near the shop and towns farther away. May use {arrivalWindow}.',
      ),
    }),
    nextVisit: group(
      'The next visit, where crews come on set days',
      {
        crews: textWith(
          ['county', 'crewDays', 'book'],
          'As the page is built',
          'True whatever the day: "Crews in {county} every {crewDays} — {book}". {book} is the link to the form.',
        ),
        next: textWith(
          ['county', 'date', 'book'],
          'Once the page has loaded',
          'Replaces the line above in the visitor\'s browser: {date} is the next day a visit can be booked, on our clock ("Tuesday, Dec 8").',
        ),
        book: text('The link to the form', 'For example "book a visit".'),
      },
      "On a far county's page, its card on the Service area page, and the pages of its far towns.",
    ),
    notesTitle: forCounty('Heading of the notes'),
    zips: group('Its ZIP codes', {
      title: forCounty('Heading'),
      intro: textWith(['count'], 'Introduction', '{count} is how many ZIP codes the county has.'),
    }),
    neighbours: group('Links onward', {
      title: text('Heading'),
      all: text('Link to the whole service area'),
    }),
    groups: group('A county with more than fifteen towns', {
      slug: text('Word in the address of each list', 'For example "towns", so a list is at …-county-towns-2.'),
      link: textWith(['first', 'last'], 'Link to a list of towns', 'For example "Towns {first} to {last}".'),
      count: textWith(['count'], 'Under the link', 'For example "{count} towns".'),
      title: textWith(['county', 'first', 'last'], "A list's search title"),
      description: textWith(['county', 'first', 'last'], "A list's search description"),
      intro: forCounty("A list's introduction"),
    }),
    formTitle: forCounty('Form heading'),
    formIntro: longText('Form introduction'),
    everyDay: text('Every day, as {crewDays} says it', 'For example "day", so a line reads "every day".'),
  },
  "Words every county page shares; each county's own words are in its file under Counties.",
);

export const servicePagesWords = group(
  'Service pages',
  {
    reviewTitle: text('Heading of the review'),
    cities: group('Links to the counties', {
      title: textWith(['service'], 'Heading', 'For example "{service} Across Southwest Florida".'),
      intro: longText('Introduction'),
    }),
  },
  "Words every service page shares; each service's own words are in its file under Services.",
);
