import { z } from 'zod';
import { feature, field, line, pageRoute, paragraph, properName, review, sampleFlag, slug, zipCode, words } from './common';

const route = pageRoute;

const variant = <T extends z.ZodType>(copy: T, label: string) =>
  field(
    z.object({
      routes: field(z.array(route).min(1, { error: 'at least one web address' }), {
        label: 'Web addresses',
        hint: 'The first is the one search engines index; any other address shows the same page.',
      }),
      copy,
    }),
    { label },
  );

const longCopy = field(
  z.object({
    lead: field(paragraph, { label: 'Introduction', widget: 'text' }),
    services: field(z.array(words).min(1), { label: 'Services list' }),
    whyChoose: field(z.array(words).min(1), { label: 'Why choose us' }),
  }),
  { label: 'Words' },
);

const shortCopy = field(
  z.object({
    lead: field(paragraph, { label: 'Introduction', widget: 'text' }),
    paragraphs: field(z.array(paragraph).min(1), { label: 'Paragraphs' }),
  }),
  { label: 'Words' },
);

const featuredCopy = field(
  z.object({
    lead: field(paragraph, { label: 'Introduction', widget: 'text' }),
    cards: field(z.array(feature).length(3, { error: 'exactly three service cards' }), { label: 'Three service cards' }),
    services: field(z.array(words).min(1), { label: 'Services list' }),
    reasons: field(z.array(words).min(1), { label: 'Reasons to call' }),
    formTitle: field(words, { label: 'Form heading' }),
  }),
  { label: 'Words' },
);

const selectOption = z.object({
  value: field(slug, { label: 'Value sent with the request', hint: 'Lower-case words joined by dashes, for example spring-repair.' }),
  label: field(words, { label: 'Shown as' }),
});

export const citySchema = z
  .object({
    slug: field(slug, { label: 'Short name', hint: 'Lower-case, dashes for spaces, the same as the file name, for example north-port.' }),
    name: field(line, { label: 'City name' }),
    county: field(slug, {
      label: 'County',
      hint: 'The county page this city belongs to: the name of its file in content/counties/, for example hillsborough.',
    }),
    zipCodes: field(z.array(zipCode).min(1, { error: 'at least one ZIP code' }), {
      label: 'ZIP codes',
      hint: "The city's five-digit ZIP codes, one per line.",
    }),
    neighbourhoods: field(z.array(line), { label: 'Neighborhoods', hint: 'One per line; shown on the city page.' }),
    localNotes: field(z.array(feature).min(2, { error: 'at least two local notes' }), {
      label: 'Local notes',
      hint: 'What a resident would recognize about doors here: the homes and garages, the coast or inland, the storms it remembers.',
    }),
    permits: field(
      z.object({
        office: field(properName, {
          label: 'Who permits a door replacement',
          hint: 'The building department that issues the permit here, for example "City of Tampa Construction Services". The Spanish side shows the same name; fill it in there only to say words around the name ("or the county outside the city") in Spanish.',
        }),
        text: field(paragraph, { label: 'What it asks for', widget: 'text' }),
        sample: sampleFlag,
      }),
      {
        label: 'Permits',
        hint: 'Shown on the city page. Written by us from public information: confirm it with the office, then untick "Example content".',
      },
    ),
    review: field(review.optional(), {
      label: 'Review shown on the page',
      hint: "Optional: a real customer's review from this city. Leave it out rather than borrow one from elsewhere.",
    }),
    pages: field(
      z
        .object({
          featured: variant(featuredCopy, 'Featured page (cards and lists)').optional(),
          long: variant(longCopy, 'Long page').optional(),
          short: variant(shortCopy, 'Short booking page').optional(),
        })
        .refine((pages) => pages.featured || pages.long || pages.short, { error: 'at least one page (featured, long or short)' }),
      { label: 'Pages', hint: 'The richest page (featured, then long, then short) is the one search engines index.' },
    ),
    form: field(
      z.object({
        select: field(
          z.object({
            name: field(z.enum(['service', 'issue']), { label: 'Sent as', hint: '"service" or "issue".' }),
            label: field(words, { label: 'Question' }),
            options: field(
              z
                .array(selectOption)
                .min(2)
                .refine((options) => options.at(-1)?.value === 'not-sure', { error: 'a last option "not-sure" (Not sure yet)' }),
              { label: 'Choices' },
            ),
          }),
          { label: "The form's question" },
        ),
        zipPlaceholder: field(zipCode, { label: 'Example ZIP in the form', hint: "One of this city's ZIP codes." }),
      }),
      { label: 'Request form' },
    ),
    detectable: field(z.boolean(), { label: 'Recognized by "Find my local team"' }),
  })
  .refine((city) => city.zipCodes.includes(city.form.zipPlaceholder), {
    error: "the form's example ZIP to be one of the city's ZIP codes",
    path: ['form', 'zipPlaceholder'],
  });

export type City = z.infer<typeof citySchema>;
