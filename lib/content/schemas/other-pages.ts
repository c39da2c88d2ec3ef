import { z } from 'zod';
import { field, group, longText, searchDescription, searchTitle, slug, template, text, textList, textWith } from './common';
import { cityPagesWords, countyPagesWords, servicePagesWords } from './template-words';

/** What search results and the page's own top say; the address is the site's own and stays fixed. */
const pageFields = <P extends string>(path: P, description: z.ZodString = searchDescription) => ({
  path: field(z.literal(path), { label: 'Web address' }),
  slug: field(slug.optional(), {
    label: 'Spanish web address',
    hint: 'Spanish side only: the address after /es/, for example preguntas-frecuentes. A page without one has no Spanish version.',
    translate: true,
  }),
  title: field(searchTitle, { label: 'Search title', hint: 'The blue link in search results, under 60 characters if you can.' }),
  description,
  h1: text('Page heading'),
});

const page = <P extends string>(path: P, label: string, description?: z.ZodString) =>
  group(label, {
    ...pageFields(path, description),
    crumb: text('Name in the breadcrumb trail', 'The short "you are here" name in the trail at the top of the page.'),
  });

const galleryDescription = field(template('pictures'), {
  label: 'Search description',
  hint: 'The two lines under the link in search results, 50 to 160 characters. {pictures} is "photos" or "illustrations" (Gallery page, below).',
  widget: 'text',
  length: { min: 50, max: 160, what: 'a description' },
});

const pageRecords = group('Page titles and headings', {
  home: group('Home', pageFields('/')),
  aboutUs: page('/about-us', 'About us & contact'),
  about: page('/about', 'The team'),
  faq: page('/faq', 'Questions and answers'),
  reviews: page('/reviews', 'Reviews'),
  gallery: page('/gallery', 'Gallery', galleryDescription),
  blog: page('/blog', 'Blog'),
  privacy: page('/privacy-policy', 'Privacy policy'),
  thankYou: page('/thank-you', 'Thank-you page'),
  reviewUs: page('/review-us', 'Review request card'),
  serviceArea: page('/service-area', 'Service area'),
  pricing: page('/pricing', 'Prices'),
  troubleshooting: page('/garage-door-troubleshooting', 'Troubleshooting guide'),
});

const heading = (label: string) => group(label, { title: text('Heading'), intro: longText('Introduction') });

/** Words more than one page shows: one field each, so they always agree. */
const shared = group('Words on many pages', {
  callNow: text('Call button'),
  callNumber: text('Call button with the number', 'For example "Call {phone}".'),
  freeEstimate: text('Free estimate button'),
  freeQuote: text('Free quote button'),
  scheduleNow: text('Button that goes to the form'),
  serving: text('Area line', 'For example "Serving {serviceArea}".'),
  hoursLine: text('Hours line', 'For example "{days}, {hours}; emergencies {emergencyHours}".'),
  offerBadge: text('The discount in large letters', 'For example "{offerPercent}% OFF".'),
  offerReminder: textWith(['offer'], 'Offer reminder', '{offer} is the offer headline from Business details, in lower case.'),
  trustName: text('Name of the trust badges', 'Read out by screen readers.'),
  trustBadges: textList('Trust badges'),
  rated: textWith(['stars'], 'Stars, read out', 'Read out by screen readers: "Rated {stars} out of {ratingBest}".'),
  aboutService: textWith(['service'], 'Link to a service page', '{service} is the service name, in lower case.'),
  questionsTitle: text('Heading of questions on a service page'),
  socialImageAlt: text('Description of the picture shared on social media'),
  scheduleTable: group('Maintenance schedule table', { who: text('Who'), when: text('How often'), why: text('Why') }),
  stages: group('Before, during, after', { before: text('Before'), during: text('During'), after: text('After') }),
  carousel: group('Project carousels', {
    previous: text('Previous button', 'Read out by screen readers.'),
    next: text('Next button', 'Read out by screen readers.'),
    show: textWith(['number', 'count'], 'Dot buttons', 'Read out by screen readers.'),
  }),
  factsCard: group('Facts card beside a page heading', {
    name: text('Name', 'Read out by screen readers.'),
    rating: text('Rating'),
    reviews: text('Under the rating'),
    office: text('Office hours label'),
    emergencies: text('Emergencies label'),
    licence: text('License line', 'Write {licence} for the license number from Business details.'),
  }),
  callCard: group('Call card beside service, town and county pages on laptops', {
    title: text('Heading', "Above the number, the office hours and the estimate button; also read out as the card's name."),
  }),
  team: group('The team section', {
    eyebrow: text('Small line above the heading'),
    title: text('Heading'),
    licence: text('License line', 'Write {licence} for the license number from Business details.'),
  }),
});

const pageWordsIn = {
  faq: group('Questions and answers page', {
    lead: longText('Introduction'),
    ask: text('Button and form heading'),
    formIntro: longText('Form introduction'),
    listName: text('Name of the list of questions', 'Read out by screen readers.'),
  }),
  pricing: group('Prices page', {
    eyebrow: text('Small line above the heading'),
    lead: longText('Introduction'),
    estimate: text('Button that goes to the form'),
    ranges: heading('Price ranges'),
    factorsTitle: text('Heading of what moves a price'),
    trip: group('Emergency trip charge', {
      title: text('Heading'),
      text: textWith(['amount', 'text'], 'Text', '{amount} is the trip charge and {text} what it is for, both from Prices.'),
      link: text('Link to the emergency page'),
    }),
    quote: group('How we quote', {
      title: text('Heading'),
      offer: textWith(['terms'], 'Offer line', "{terms} lists the offer's terms, in lower case."),
      warranty: text('Warranty line'),
    }),
    table: group('Each price card', { low: text('Low end'), high: text('High end') }),
    priceLine: group('Price line on service pages', {
      typical: textWith(['price'], 'Price', '{price} is the range from Prices.'),
      quoted: text('After the price'),
      link: text('Link to the prices page'),
    }),
    emergencyLink: text('Link to the prices page from the emergency page'),
    ask: heading('Call band at the end of the page'),
  }),
  serviceArea: group('Service area page', {
    lead: longText('Introduction'),
    allZips: heading('Every ZIP code'),
    cities: heading('The counties'),
    outside: group('Just outside the area', { title: text('Heading'), text: longText('Text') }),
  }),
  reviews: group('Reviews page', {
    lead: longText('Introduction'),
    write: text('Button that goes to the page for writing a review (/review-us)'),
    list: group('The reviews', { eyebrow: text('Small line above the heading'), title: text('Heading'), intro: longText('Introduction') }),
    ask: heading('Call band at the end of the page'),
  }),
  reviewCard: group('Each review', {
    verified: textWith(
      ['source'],
      'Where the review can be read',
      'For example "Read it on {source}": a link to the review itself, or to your profile on that site (Business details).',
    ),
    posted: textWith(['source'], 'Review site without a link', 'For example "Posted on {source}", for a site with no link to it.'),
    inPerson: text('Review told in person'),
    rated: textWith(['stars'], 'Stars, read out', 'Read out by screen readers.'),
    readAll: textWith(['network'], 'Link to every review', 'For example "Read all reviews on {network}".'),
    other: textWith(['network'], 'Link to another review site'),
    rating: text(
      "The rating above a town, county or service page's review",
      'For example "{rating} out of {ratingBest} from {reviewCount} reviews".',
    ),
    fromTown: textWith(['town'], "Heading of a county page's review from one of its towns", 'For example "From a customer in {town}".'),
    nearest: textWith(
      ['town'],
      "Heading of a page's review from another town",
      'A page with no review of its own shows the nearest one, saying where it is from: "Our nearest review, from {town}".',
    ),
    ownWords: text(
      'Below a review: whose words they are',
      "On the Spanish pages: that the review is the customer's own words, in English.",
    ),
  }),
  gallery: group('Gallery page', {
    lead: group('Introduction', {
      photos: longText('Once every picture is a real photo'),
      drawings: longText('While any picture is a drawing'),
    }),
    pictures: group('What the search description calls the pictures', {
      photos: text('Once every picture is a real photo'),
      drawings: text('While any picture is a drawing'),
    }),
    request: text('Button and form heading'),
    projects: group('The projects', {
      eyebrow: text('Small line above the heading'),
      title: text('Heading'),
      intro: textWith(['count'], 'Introduction', '{count} is the number of projects, in words.'),
    }),
    nearby: group('Projects shown on town, county and service pages (real photos only)', {
      title: textWith(['place'], 'Heading on a town or county page', '{place} is the town or county.'),
      titleAll: text('Heading on a service page'),
      more: text('Link to the gallery'),
    }),
    formIntro: longText('Form introduction'),
  }),
  blog: group('Blog', {
    lead: longText('Introduction'),
    moreTitle: text('Heading above the other articles'),
    featured: group('Featured article', {
      eyebrow: text('Small line above its title'),
      badgeNumber: text('Large figure on its picture'),
      badgeText: text('Words under the figure'),
      read: text('Button'),
    }),
    readMore: text('Button on each article'),
    requestOnline: text('Second button of the call boxes'),
    cta: heading('Call box on the blog page'),
    article: group('Each article', {
      eyebrow: text('Small line above its title'),
      byline: text('Written by', 'For example "By the {name} team".'),
      back: text('Link back to the blog'),
      related: text('Heading of the related links'),
      cta: heading('Call box'),
    }),
  }),
  privacy: group('Privacy policy page', {
    lead: longText('Introduction', 'The policy itself is written by your web person: it must say what the site really does.'),
    effective: textWith(['date'], 'Date line'),
    contents: text('Name of the table of contents', 'Read out by screen readers.'),
  }),
};

export const otherPagesSchema = z.object({
  pages: pageRecords,
  shared,
  ...pageWordsIn,
  cityPages: cityPagesWords,
  countyPages: countyPagesWords,
  servicePages: servicePagesWords,
});

export type OtherPagesWords = z.infer<typeof otherPagesSchema>;
export type PageKey = keyof OtherPagesWords['pages'];
