import { z } from 'zod';
import { feature, field, line, pageRoute, paragraph, sampleFlag, slug } from './common';
import { weekday } from './business';

/**
 * A county of the service area: its page (how we serve it, what is different about doors there,
 * its city pages and ZIP codes) sits between the service-area page and its cities' pages.
 */
export const countySchema = z.object({
  slug: field(slug, { label: 'Short name', hint: 'Lower-case, dashes for spaces, the same as the file name, for example hillsborough.' }),
  name: field(line, {
    label: 'County',
    hint: 'As the service area lists it, without the word "County", for example Hillsborough.',
  }),
  route: field(pageRoute, { label: 'Web address and search words' }),
  lead: field(paragraph, { label: 'Introduction', widget: 'text' }),
  notes: field(z.array(feature).min(2, { error: 'at least two notes' }), {
    label: 'What is different here',
    hint: 'The homes and garages, the coast or inland, the storms, who permits a door: what a resident of the county would recognize.',
  }),
  schedule: field(
    z.object({
      days: field(z.array(weekday).min(1, { error: 'at least one day' }), {
        label: 'Days our crews work there',
        hint: 'Shown on the pages of its cities that are farther from the shop than the arrival distance (Service area).',
      }),
      sample: sampleFlag,
    }),
    { label: 'When we work there' },
  ),
});

export type County = z.infer<typeof countySchema>;
