import { z } from 'zod';

/**
 * The area the business serves. Every sentence on the site that says where we work, the ZIP
 * checker and the structured data are derived from this one record.
 */
export const serviceAreaSchema = z.object({
  summary: z
    .string()
    .trim()
    .regex(/^\S.* (to|a|hasta) \S.*$/, { error: 'the area written as "First town to last town"' })
    .meta({
      label: 'Area in a few words',
      hint: 'The two ends of the area, as "Spring Hill to Naples". Shown in the footer, the page heroes and the FAQ.',
      translate: true,
    }),
  regionName: z
    .string()
    .trim()
    .min(3)
    .meta({ label: 'Name of the region', hint: 'What locals call the whole area, for example "Southwest Florida".', translate: true }),
  state: z
    .string()
    .regex(/^[A-Z]{2}$/, { error: 'two capital letters, for example FL' })
    .meta({ label: 'State', hint: 'The two-letter state code, FL.' }),
  counties: z
    .array(
      z
        .string()
        .trim()
        .regex(/^(?!.* [Cc]ounty$)[A-Z][A-Za-z. -]+$/, { error: 'a county name without the word "County", for example Sarasota' }),
    )
    .min(1)
    .refine((list) => new Set(list).size === list.length, { error: 'each county once' })
    .meta({
      label: 'Counties served',
      hint: 'Every ZIP code in these counties is served. List them north to south, without the word "County".',
    }),
  nearbyMiles: z.number().min(1).max(200).meta({
    label: 'How near a city page counts as local (miles)',
    hint: 'The ZIP checker names a city page only for a ZIP code within this many miles of that city. Farther away it names the county page.',
  }),
  arrivalMiles: z.number().min(1).max(300).meta({
    label: 'How far from the shop we promise the emergency arrival time (miles)',
    hint: "Measured in a straight line from the ZIP code of the business address. Places nearer than this promise the emergency arrival time; farther ones say the days the crews work in their county (each county's page).",
  }),
});

export type ServiceAreaRecord = z.infer<typeof serviceAreaSchema>;
