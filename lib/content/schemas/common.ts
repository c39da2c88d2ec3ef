import { z } from 'zod';
import { type FieldMeta as SchemaMeta, metaOf } from '../schema-walk';

/**
 * Building blocks of the content schemas. Every field carries the words the editor at /admin
 * shows the owner (`label`, `hint`); `widget` picks the editor's input where a plain one-line
 * text box is not right.
 */
export type FieldMeta = SchemaMeta & { label: string };

/** The field with the editor's words added to what its building block already says (`translate`). */
export function field<T extends z.ZodType>(schema: T, meta: FieldMeta): T {
  return schema.meta({ ...metaOf(schema), ...meta } as Record<string, unknown>) as T;
}

/** A line that is the same in every language: a name, a place, a value. */
export const line = z.string().trim().min(1, { error: 'some text (it is empty)' });

/**
 * A line of copy a visitor reads; the Spanish file holds its own. May hold {tokens} such as
 * {phone} that the build fills in (scripts/content/tokens.ts).
 */
export const words = line.meta({ translate: true });

/**
 * A proper name a visitor reads, such as a building department: the same in both languages unless
 * the Spanish file words it ("…, or the county outside the city"), so it lives in the English file.
 */
export const properName = line.meta({ translate: true, englishUnlessTranslated: true });

/** A paragraph of copy. */
export const paragraph = words;

/** Copy with words filled in where it is shown ("we serve {zip}"): the build keeps those. */
export const template = (...placeholders: string[]) => words.meta({ translate: true, placeholders });

/** The link text search results show: long enough to say what and where, short enough not to be cut. */
export const searchTitle = words.meta({ translate: true, length: { min: 20, max: 70, what: 'a title' } });

/** An indexed page's title: the site checker holds every indexable page to 50 characters or more. */
const indexedTitle = words.meta({ translate: true, length: { min: 50, max: 70, what: 'a title' } });

/** The two lines under a search result. */
export const searchDescription = field(words, {
  label: 'Search description',
  hint: 'The two lines under the link in search results, 50 to 160 characters.',
  widget: 'text',
  translate: true,
  length: { min: 50, max: 160, what: 'a description' },
});

export const usd = z.number().int({ error: 'a whole number of dollars' }).nonnegative({ error: 'a whole number of dollars, 0 or more' });

/** A calendar date as the editor writes it: 2026-10-06. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'a date written as YYYY-MM-DD, for example 2026-10-06' });

export const zipCode = z.string().regex(/^\d{5}$/, { error: 'a five-digit ZIP code, for example 34236' });

export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'lower-case letters, digits and dashes only, for example north-port' });

/** A page's address and what search results and its heading show. */
export const pageRoute = z.object({
  slug: field(slug, {
    label: 'Web address',
    hint: 'The page address after the domain, without a slash, for example garage-door-sarasota. On the Spanish side, the address after /es/, for example puertas-de-garaje-sarasota.',
    translate: true,
  }),
  title: field(indexedTitle, {
    label: 'Search title',
    hint: 'The blue link in search results: the place and the service, 50 to 70 characters.',
  }),
  description: searchDescription,
  h1: field(words, { label: 'Page heading' }),
});

/** The iPhone's fix for its own format, in the words the editor's hint and OWNER.md use. */
export const heicFix = 'save it as JPEG: on an iPhone, Settings > Camera > Formats > Most Compatible';

/**
 * A picture under public/: '/images/...'; the build checks the file exists. A phone's name may
 * keep its spaces, brackets and accents (the build slugs the names it publishes); a HEIC is
 * named as what it is, with the fix.
 */
export const imagePath = z
  .string()
  .regex(/^\/images\/[^"<>?#\\\n]+\.(?:avif|gif|heic|heif|jpe?g|png|svg|webp)$/i, {
    error: "a picture in the site's images folder, for example /images/photos/new-door.jpg",
  })
  .refine((src) => !/\.hei[cf]$/i.test(src), {
    error: (issue) =>
      `${String(issue.input)} is a HEIC photo (the iPhone's own format), which browsers cannot show: ${heicFix}, then upload it again`,
  });

export const httpsUrl = z.url({ protocol: /^https$/, error: 'a web address starting with https://' });

/** 'photo': a real photograph of this job; 'artwork': a drawing standing in for one. */
const pictureSource = field(z.enum(['photo', 'artwork']), {
  label: 'Photo or drawing',
  hint: 'Choose "photo" only for a real photograph of your work. The shipped drawings say "artwork".',
});

export const picture = z.object({
  src: field(imagePath, {
    label: 'Picture',
    widget: 'image',
    hint: `Upload a photo of the job (JPEG, PNG or WebP, up to 20 MB). An iPhone's HEIC is refused: ${heicFix}.`,
  }),
  alt: field(words, { label: 'Description', hint: 'What the picture shows, for people who cannot see it.' }),
  source: pictureSource,
});

/** Marks content that shipped as an example: the launch check lists it until the owner replaces it. */
export const sampleFlag = field(z.boolean().default(false), {
  label: 'Example content',
  hint: 'Ticked on the examples the site shipped with. Untick once this is real; the go-live check lists every ticked one.',
});

const rating = field(
  z
    .number()
    .int({ error: 'a whole number of stars from 1 to 5' })
    .min(1, { error: 'a rating from 1 to 5' })
    .max(5, { error: 'a rating from 1 to 5' }),
  {
    label: 'Stars',
    hint: 'From 1 to 5.',
  },
);

export const featureIcon = z.enum(['clock', 'siren', 'shield', 'tag', 'clipboard', 'star']);

/** A short titled paragraph: a card, a reason, a local note. */
export const feature = z.object({
  title: field(words, { label: 'Title' }),
  text: field(paragraph, { label: 'Text', widget: 'text' }),
  icon: field(featureIcon.optional(), { label: 'Icon', hint: 'Optional picture shown beside the title.' }),
});

export const faqEntry = z.object({
  question: field(words, { label: 'Question' }),
  answer: field(paragraph, { label: 'Answer', widget: 'text' }),
});

/** One customer's review, wherever it is shown. */
export const review = z.object({
  quote: field(paragraph, { label: 'What the customer said', widget: 'text' }),
  author: field(line, { label: 'Customer', hint: 'First name and last initial, for example "Maria G."' }),
  location: field(line, { label: 'Where they live', hint: 'A city, or a neighborhood and city.' }),
  rating,
  service: field(words, { label: 'What we did' }),
  date: field(isoDate, { label: 'Date of the review', hint: 'YYYY-MM-DD.' }),
  source: field(z.enum(['Google', 'Facebook', 'Nextdoor', 'Yelp', 'In person']), {
    label: 'Where the customer said it',
    hint: 'The review site it is copied from, or "In person" for words told to you (with their permission).',
  }),
  link: field(httpsUrl.optional(), {
    label: 'Link to the review',
    hint: "The review's own page, where a visitor can read it. Without one the card links to your profile on that site (Google's from the place id in Business details).",
  }),
  sample: sampleFlag,
});

export type Feature = z.infer<typeof feature>;
export type FaqEntry = z.infer<typeof faqEntry>;
export type Picture = z.infer<typeof picture>;
export type PictureSource = z.infer<typeof pictureSource>;

/** A line of copy, labelled for the editor. */
export const text = (label: string, hint?: string) => field(words, { label, ...(hint ? { hint } : {}) });

/** A paragraph of copy, in a taller box. */
export const longText = (label: string, hint?: string) => field(paragraph, { label, widget: 'text', ...(hint ? { hint } : {}) });

/** Copy holding words the page fills in where it shows it, such as {zip}. */
export const textWith = (placeholders: string[], label: string, hint?: string) =>
  field(template(...placeholders), { label, ...(hint ? { hint } : {}) });

/** Lines of copy, one per line. */
export const textList = (label: string, hint?: string) => field(z.array(words).min(1), { label, ...(hint ? { hint } : {}) });

/** Fields that belong together, shown as one group in the editor. */
export const group = <S extends z.ZodRawShape>(label: string, shape: S, hint?: string) =>
  field(z.object(shape), { label, ...(hint ? { hint } : {}) });
