import { z } from 'zod';
import { field, group, text, textWith, words } from './common';

/** How the site says the facts it works out (years, counts, price ranges), in this file's language. */
const phrases = group(
  'Phrases the site builds',
  {
    experience: textWith(['years'], 'Years in business', 'For example "{years}+ years".'),
    inspection: textWith(['count'], 'Inspection', 'For example "{count}-point inspection".'),
    priceRange: textWith(['min', 'max'], 'A price range in a sentence', 'For example "from {min} to {max}".'),
    priceRangeOpen: textWith(
      ['min', 'max'],
      'A price range whose largest jobs cost more',
      'For example "from {min} to over {max}" (prices with "Some jobs cost more" ticked).',
    ),
    county: textWith(['county'], 'One county', 'For example "{county} County".'),
    counties: textWith(['list'], 'Several counties', 'For example "{list} counties".'),
    countySpan: textWith(
      ['count', 'first', 'last'],
      'The counties in a phrase',
      'For example "the {count} counties from {first} to {last}".',
    ),
    and: text('The word "and" in a list'),
    numbers: field(z.array(words).min(13), {
      label: 'Numbers as words',
      hint: 'From zero to twelve, one per line: how texts count counties.',
    }),
    cutoff: textWith(['time'], 'The same-day cutoff in a sentence', 'For example "before {time}".'),
  },
  'Used inside other texts through {experience}, {inspection}, {price:...} and {countySpan}. Change only the wording.',
);

const link = (label: string) => text(label);

export const siteSchema = z.object({
  skipLink: text('Skip link', 'Shown to keyboard users at the top of every page.'),
  header: group('Header', {
    nav: text('Name of the main menu', 'Read out by screen readers.'),
    services: text('Services menu'),
    locations: text('Locations menu'),
    openMenu: text('Phone menu button (closed)', 'Read out by screen readers.'),
    closeMenu: text('Phone menu button (open)', 'Read out by screen readers.'),
    phoneMenu: text('Name of the phone menu', 'Read out by screen readers.'),
    allServices: text(
      "The phone menu's link after the first services",
      'For example "All services": the home page\'s list of every service.',
    ),
    call: textWith(
      ['phone'],
      'Call button in the phone menu',
      'Also what the header’s call button on phones reads out. A Spanish page may add {phoneLanguage} ("en inglés"), as its header says under the call.',
    ),
    callShort: text('Call button in the header on phones', 'One short word beside the phone icon, for example "Call".'),
    emergency: text('Emergency link in the phone menu'),
    homeLink: text('Logo link, read out after the name', 'Read out by screen readers, for example ", home page".'),
  }),
  links: group('Link names', {
    home: link('Home'),
    reviews: link('Reviews'),
    gallery: link('Gallery'),
    contact: link('Contact'),
    aboutUs: link('About us'),
    faq: link('FAQ'),
    pricing: link('Prices'),
    serviceArea: link('Service area'),
    blog: link('Blog'),
    privacy: link('Privacy policy'),
    moreAnswers: link('Link to the FAQ from other pages'),
    privacyUse: link('Link to the privacy policy under forms'),
    team: link('Link to the team page'),
  }),
  footer: group('Footer', {
    heading: text('Heading of the footer', 'Read out by screen readers.'),
    textUs: textWith(['number'], 'Text us line'),
    emergency: text('Emergency line'),
    serving: text('Area line'),
    social: text('Name of the social links', 'Read out by screen readers.'),
    socialProfile: textWith(['network'], 'A social link', 'Read out by screen readers, for example "{name} on {network}".'),
    services: text('Services heading'),
    areas: text('Areas heading'),
    company: text('Company heading'),
    payment: text('Payment heading'),
    licence: text('License line', 'Write {licence} for the license number from Business details.'),
    family: text('Family line'),
  }),
  bottomBar: group('Phone bar at the bottom', {
    name: text('Name of the bar', 'Read out by screen readers.'),
    call: text('Call', 'Above the number on phones, with the emergency hours: "Call {emergencyShortHours}".'),
    text: text('Text'),
    textHidden: textWith(['number'], 'Text, read out', 'Read out by screen readers after "Text".'),
    chatHidden: text('Chat, read out', 'Read out by screen readers after the chat app.'),
    estimate: text('Free estimate'),
    callShort: text('Call, on Spanish pages', 'Above "in English" where a Spanish page offers WhatsApp or text first.'),
  }),
  breadcrumbs: group('Breadcrumb trail', {
    name: text('Name of the trail', 'Read out by screen readers.'),
    home: text('First step'),
    services: text('Step above a service page'),
    serviceArea: text('Step above a city page'),
  }),
  notFound: group('Page not found', {
    title: text('Search title'),
    description: text('Description'),
    heading: text('Heading'),
    text: text('Text'),
    button: text('Button'),
  }),
  language: group('Language', {
    name: text('Name of the language links', 'Read out by screen readers.'),
    other: text('Link to the other language', 'The English side links to Spanish ("Español"), the Spanish side to English ("English").'),
    otherPage: text('Its longer name', 'Read out by screen readers, for example "Esta página en español".'),
    pageInOther: text(
      'After a link to a page only in the other language',
      'In brackets after the link’s name, for example "Galería (en inglés)" on a Spanish page whose link leads to an English page.',
    ),
    spanishHelp: textWith(
      ['channels'],
      'Who answers in Spanish',
      'Shown on Spanish pages, with the channels ticked in Business details > Spanish.',
    ),
    phoneInEnglish: text('When calls are answered in English', 'Shown on Spanish pages while calls are not ticked as answered in Spanish.'),
    whatsappFirst: text(
      'The WhatsApp button a Spanish page offers first',
      'While WhatsApp is ticked as answered in Spanish and calls are not.',
    ),
    textFirst: text(
      'The text button a Spanish page offers first',
      'While texts are ticked as answered in Spanish and calls and WhatsApp are not.',
    ),
    callInEnglish: text(
      'The call button beside it',
      'Says the call is answered in English, for example "Llamar (le atendemos en inglés)".',
    ),
    sameLine: textWith(
      ['phone'],
      'When messages go to the main line',
      'Shown on Spanish pages while the text or WhatsApp number in Business details is empty.',
    ),
    inEnglish: text('"In English"', 'Used as {phoneLanguage} while calls are not ticked as answered in Spanish.'),
    inSpanish: text('"In Spanish"', 'Used as {phoneLanguage} once calls are ticked as answered in Spanish.'),
    replyByMessage: textWith(
      ['channels'],
      'Who answers a request, by message in Spanish',
      'Used as {reply} (confirmations, thank-you page) while calls are not answered in Spanish but texts or WhatsApp are.',
    ),
    replyByPhone: text('Who answers a request, by phone in Spanish', 'Used as {reply} once calls are ticked as answered in Spanish.'),
    replyInEnglish: text('Who answers a request, in English', 'Used as {reply} while no channel is ticked as answered in Spanish.'),
    channels: group('The channels, as the sentence names them', {
      phone: text('Phone'),
      text: text('Text message'),
      whatsapp: text('WhatsApp'),
      email: text('E-mail'),
    }),
  }),
  structuredData: group(
    'Search engines’ labels',
    {
      county: textWith(['county', 'state'], 'A county', 'For example "{county} County, {state}".'),
      city: textWith(['city', 'state'], 'A town', 'For example "{city}, {state}".'),
      service: text('What the business does', 'For example "Garage door repair and installation".'),
      emergency: text('The emergency service', 'For example "Emergency garage door repair".'),
      townServices: textWith(['city'], 'The services offered in a town', 'For example "Garage door services in {city}".'),
      priceGuide: text('The price guide', 'For example "Garage door service price guide".'),
    },
    'What search engines read about the pages (structured data), in the page’s language. Never shown on the page.',
  ),
  phrases,
});

export type SiteWords = z.infer<typeof siteSchema>;
export type Phrases = SiteWords['phrases'];
