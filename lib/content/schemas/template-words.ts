import { group, longText, text, textWith } from './common';

/** {city} is filled in with each city's name; the rest of a city page's words are in its own file (Cities). */
const forCity = (label: string, hint?: string) => textWith(['city'], label, hint ?? 'For example "Local Know-How in {city}".');
const cityCta = group('Call band', { title: forCity('Heading'), text: longText('Text') });

export const cityPagesWords = group(
  'City pages',
  {
    localTitle: forCity('Heading of the local notes'),
    neighbourhoods: group('Neighbourhoods', {
      title: forCity('Heading'),
      intro: textWith(['city', 'zips'], 'Introduction', "{zips} lists the city's ZIP codes."),
    }),
    reviewTitle: forCity('Heading of the review'),
    allServices: forCity('Heading of the list of services'),
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

export const servicePagesWords = group(
  'Service pages',
  {
    reviewTitle: text('Heading of the review'),
    cities: group('Links to the cities', {
      title: textWith(['service'], 'Heading', 'For example "{service} Across Southwest Florida".'),
      intro: longText('Introduction'),
    }),
  },
  "Words every service page shares; each service's own words are in its file under Services.",
);
