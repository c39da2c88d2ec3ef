import { z } from 'zod';
import { faqEntry, feature, field, line, paragraph, review, searchDescription, searchTitle, slug, words } from './common';

const titledText = z.object({ title: field(words, { label: 'Title' }), text: field(paragraph, { label: 'Text', widget: 'text' }) });
const titledList = z.object({
  title: field(words, { label: 'Title' }),
  intro: field(words.optional(), { label: 'Introduction', hint: 'Optional.' }),
  items: field(z.array(words).min(1), { label: 'Points' }),
});

const blockTitle = field(words, { label: 'Title' });
const blockIntro = field(words.optional(), { label: 'Introduction', hint: 'Optional.' });

/** The sections a service page adds between its signs and its safety note; `kind` picks the layout. */
const serviceBlock = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('list').meta({ label: 'A checklist' }),
    title: blockTitle,
    intro: blockIntro,
    items: field(z.array(words).min(1), { label: 'Points' }),
  }),
  z.object({
    kind: z.literal('groups').meta({ label: 'Grouped lists' }),
    title: blockTitle,
    intro: blockIntro,
    groups: field(
      z.array(z.object({ title: field(words, { label: 'Group' }), items: field(z.array(words).min(1), { label: 'Points' }) })).min(1),
      { label: 'Groups' },
    ),
  }),
  z.object({
    kind: z.literal('cards').meta({ label: 'Cards' }),
    title: blockTitle,
    intro: blockIntro,
    cards: field(z.array(feature).min(1), { label: 'Cards' }),
  }),
  z.object({
    kind: z.literal('brands').meta({ label: 'Brands' }),
    title: blockTitle,
    intro: blockIntro,
    brands: field(z.array(line).min(1), { label: 'Brands' }),
  }),
  z.object({
    kind: z.literal('schedule').meta({ label: 'A schedule table' }),
    title: blockTitle,
    intro: blockIntro,
    rows: field(
      z
        .array(
          z.object({ who: field(words, { label: 'Who' }), when: field(words, { label: 'When' }), why: field(words, { label: 'Why' }) }),
        )
        .min(1),
      { label: 'Rows' },
    ),
  }),
  z.object({
    kind: z.literal('callout').meta({ label: 'A highlighted note' }),
    title: blockTitle,
    text: field(paragraph, { label: 'Text', widget: 'text' }),
  }),
  z.object({ kind: z.literal('inspection').meta({ label: 'The inspection checklist' }), title: blockTitle, intro: blockIntro }),
]);

const selectOption = z.object({
  value: field(slug, { label: 'Value sent with the request', hint: 'Lower-case words joined by dashes.' }),
  label: field(words, { label: 'Shown as' }),
});

const serviceFields = {
  name: field(words, { label: 'Service name', hint: 'As a homeowner says it.' }),
  menuLabel: field(words, { label: 'Name in the Services menu' }),
  menuPosition: field(z.number().int().min(1), {
    label: 'Place in the Services menu',
    hint: '1 is first; the phone menu shows the first five.',
  }),
  title: field(searchTitle, {
    label: 'Search title',
    hint: 'The blue link in search results, under 60 characters if you can.',
  }),
  description: searchDescription,
  h1: field(words, { label: 'Page heading' }),
  summary: field(words, { label: 'One line for cards and link lists' }),
};

/** One standard service page (content/services/<slug>.json; the file name is its address). */
export const serviceSchema = z.object({
  slug: field(slug, {
    label: 'Web address',
    hint: 'The same as the file name, for example cable-repair. On the Spanish side, the address after /es/, for example reparacion-de-cables.',
    translate: true,
  }),
  ...serviceFields,
  copy: field(
    z.object({
      lead: field(paragraph, { label: 'Introduction', widget: 'text' }),
      heroAction: field(words, { label: 'Button that scrolls to the form' }),
      problem: field(
        z.object({ title: field(words, { label: 'Title' }), paragraphs: field(z.array(paragraph).min(1), { label: 'Paragraphs' }) }),
        { label: 'The problem' },
      ),
      signs: field(titledList, { label: 'Signs to look for' }),
      blocks: field(z.array(serviceBlock), { label: 'More sections' }),
      safety: field(titledText, { label: 'Safety note' }),
      visit: field(titledList, { label: 'What a visit includes' }),
      faqs: field(z.array(faqEntry), { label: 'Questions and answers' }),
      review: field(review, { label: 'Review shown on the page' }),
      cta: field(titledText, { label: 'Call to action' }),
      form: field(
        z.object({
          title: field(words, { label: 'Form heading' }),
          intro: field(words, { label: 'Form introduction' }),
          submitLabel: field(words.optional(), { label: 'Send button text', hint: 'Optional.' }),
          select: field(
            z.object({
              name: field(z.enum(['doorType', 'problemType', 'serviceNeeded', 'issueDescription', 'visitType', 'issue']), {
                label: 'Sent as',
              }),
              label: field(words, { label: 'Question' }),
              emptyOption: field(words, { label: 'Text before a choice is made' }),
              options: field(z.array(selectOption).min(2), { label: 'Choices' }),
            }),
            { label: "The form's question" },
          ),
        }),
        { label: 'Request form' },
      ),
    }),
    { label: 'Words on the page' },
  ),
});

/** The emergency service page (content/emergency-service.json): call-first, with its own sections. */
export const emergencyServiceSchema = z.object({
  slug: field(slug.optional(), {
    label: 'Spanish web address',
    hint: 'Spanish side only: the address after /es/, for example servicio-de-emergencia. The English page is always /emergency-service.',
    translate: true,
  }),
  ...serviceFields,
  copy: field(
    z.object({
      lead: field(paragraph, { label: 'Introduction', widget: 'text' }),
      situations: field(titledList, { label: 'Emergencies we handle' }),
      availability: field(
        z.object({
          title: field(words, { label: 'Title' }),
          intro: field(paragraph, { label: 'Introduction', widget: 'text' }),
          cards: field(z.array(feature).length(3, { error: 'exactly three cards' }), { label: 'Three cards' }),
        }),
        { label: 'Availability' },
      ),
      equipment: field(titledList, { label: 'What every van carries' }),
      pricing: field(z.object({ title: field(words, { label: 'Title' }), points: field(z.array(words).min(1), { label: 'Points' }) }), {
        label: 'Emergency pricing',
      }),
      serviceAreas: field(z.object({ title: field(words, { label: 'Title' }), intro: field(words, { label: 'Introduction' }) }), {
        label: 'Service areas',
        hint: 'The cities listed are those ticked "Listed on the emergency page" in Cities.',
      }),
      reviewTitle: field(words, { label: 'Heading of the review' }),
      review: field(review, { label: 'Review shown on the page' }),
      banner: field(titledText, { label: 'Second call banner' }),
      formTitle: field(words, {
        label: 'Form heading',
        hint: 'Also the buttons that go to the form, at the top and in the second banner.',
      }),
      formIntro: field(words, { label: 'Form introduction' }),
    }),
    { label: 'Words on the page' },
  ),
});

export const inspectionSchema = z.object({
  points: field(z.array(words).min(1), {
    label: 'Inspection points',
    hint: 'Every point a maintenance visit checks. Their number is used in texts as {inspection} ("26-point inspection").',
  }),
});

export type ServiceFile = z.infer<typeof serviceSchema>;
export type ServiceBlock = z.infer<typeof serviceBlock>;
