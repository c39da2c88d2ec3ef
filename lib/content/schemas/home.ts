import { z } from 'zod';
import { feature, field, group, longText, text, textList, textWith } from './common';

/** A home section's heading: the small line above it, the heading and the sentence under it. */
const heading = (label: string) =>
  group(label, {
    eyebrow: text('Small line above the heading'),
    title: text('Heading'),
    intro: longText('Introduction'),
  });

/** Words that change once every picture is a real photo (docs/decisions/020). */
const photosOrDrawings = <T extends z.ZodType>(label: string, make: (which: string) => T) =>
  group(
    label,
    { photos: make('once every picture is a real photo'), drawings: make('while any picture is a drawing') },
    'The site picks the first while every picture is a real photo, the second while any is a drawing.',
  );

export const homeSchema = z.object({
  trustBar: group('Bar at the very top', {
    points: textList(
      'Promises',
      'Write {licensed}, {topRated} and {sameDay} to show the promises from Business details, and {licence} for the license number.',
    ),
    dismiss: text('Close button', 'Read out by screen readers.'),
  }),
  hero: group('First screen', {
    eyebrow: text('Small line above the heading', 'The heading itself is the home page\'s "Page heading" in Other pages.'),
    lead: longText('Introduction'),
    promises: textList('Three promises under the buttons'),
  }),
  offerCard: group('Offer card beside the heading', {
    eyebrow: text('Small line at the top', 'The offer’s deadline is its terms’ (Business details): say none here.'),
    rating: text('Rating line', 'For example "{rating} out of {ratingBest} from {reviewCount} reviews".'),
  }),
  localTeam: group('Local team button', {
    find: text('Button', 'Shown until the visitor asks for their local team.'),
    viewing: textWith(['city'], 'Once the city is known', '{city} is the city we found.'),
  }),
  leadForm: group('Form under the first screen', {
    eyebrow: text('Small line above the heading'),
    title: text('Heading'),
    intro: longText('Introduction', 'Write {callBack} for the call-back time from Business details.'),
  }),
  services: heading('Services'),
  area: group('Service area', {
    title: text('Heading'),
    intro: longText('Introduction'),
    listLink: text('Link to the service-area page'),
  }),
  showcase: group('Before, during and after', {
    eyebrow: text('Small line above the heading'),
    title: text('Heading'),
    intro: photosOrDrawings('Introduction', (which) => longText(`Introduction ${which}`)),
    name: text('Name of the carousel', 'Read out by screen readers.'),
    slide: textWith(['number', 'count', 'title'], 'Name of each project', 'Read out by screen readers: "{number} of {count}: {title}".'),
  }),
  video: group('Video', {
    eyebrow: text('Small line above the heading'),
    intro: longText('Introduction', "The heading is the video's title in Business details."),
    play: textWith(['title'], 'Play button', "Read out by screen readers; {title} is the video's title."),
  }),
  brands: group('Brands', {
    eyebrow: text('Small line above the heading'),
    title: textWith(['brands'], 'Heading', '{brands} lists the brands from Brands.'),
    intro: longText('Introduction'),
  }),
  whyUs: group('Why homeowners call us', {
    eyebrow: text('Small line above the heading'),
    title: text('Heading'),
    features: field(z.array(feature).min(1), { label: 'Reasons' }),
  }),
  testimonials: group('Home page reviews', {
    eyebrow: text('Small line above the heading'),
    title: text('Heading'),
    name: text('Name of the rotating reviews', 'Read out by screen readers.'),
    slide: textWith(['number', 'count'], 'Name of each review', 'Read out by screen readers.'),
    show: textWith(['number', 'count'], 'Dot buttons', 'Read out by screen readers.'),
    pause: text('Pause button'),
    play: text('Play button'),
  }),
  whyChooseUs: group('Why choose us', {
    eyebrow: text('Small line above the heading'),
    title: text('Heading'),
    intro: longText('Introduction'),
    points: textList('Points'),
    stats: field(
      z
        .array(z.object({ value: text('Figure', 'Write a token such as {foundedYear} for a fact.'), label: text('Under the figure') }))
        .length(4, {
          error: 'exactly four figures',
        }),
      { label: 'Four figures' },
    ),
  }),
  maintenance: group('Maintenance tips', {
    eyebrow: text('Small line above the heading'),
    title: text('Heading'),
    intro: longText('Introduction'),
    tipLabel: textWith(['number'], 'Above each tip', 'For example "Tip {number}".'),
    tips: field(z.array(z.object({ title: text('Title'), text: longText('Text') })).min(1), { label: 'Tips' }),
    scheduleCaption: text(
      'Above the schedule',
      'The schedule itself is the one on the maintenance page (Services > Maintenance), so the two never disagree.',
    ),
  }),
  recentProjects: photosOrDrawings('Recent projects', (which) => heading(`Heading ${which}`)),
  projectCategories: group(
    'Kinds of job (recent projects)',
    {
      Installation: text('Installation'),
      Repair: text('Repair'),
      Replacement: text('Replacement'),
      Maintenance: text('Maintenance'),
      Commercial: text('Commercial'),
    },
    'The label on each recent project, by the kind of job chosen in Projects.',
  ),
  promotion: group('Booking form (opens from a button)', {
    title: text('Heading'),
    intro: longText('Introduction'),
    open: text('Button that opens the form', 'The home page shows one form at a time: this one opens when asked for.'),
  }),
  emailBar: group('E-mail band', { title: text('Heading'), text: longText('Text') }),
  popup: group('Welcome offer (pops up once)', {
    eyebrow: text('Small line at the top'),
    title: text('Heading'),
    text: longText('Text'),
    claim: text('Button that goes to the form'),
    call: text('Call button'),
    decline: text('Link that closes it'),
    close: text('Close button', 'Read out by screen readers.'),
  }),
  sidePromo: group('Offer panel (slides in later)', {
    action: text('Button that goes to the form'),
    close: text('Close button', 'Read out by screen readers.'),
  }),
  keywords: group('Search keywords', {
    list: textList('Keywords'),
    perCity: textWith(['city'], 'One more for each city with a page', 'For example "garage door repair {city}".'),
  }),
});

export type HomeWords = z.infer<typeof homeSchema>;
