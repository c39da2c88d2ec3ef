import type { Review } from './page-copy';

/** The three on the home page's rotator. */
export const homeTestimonials = [
  {
    quote: 'Our torsion spring snapped with a bang at six in the morning and both cars were stuck inside. The technician was in our driveway before eight, replaced both springs with the rust-resistant kind and showed me the price on his tablet before he touched a thing.',
    author: 'Maria G.',
    location: 'Sarasota',
    rating: 5,
    service: 'Same-day spring replacement',
  },
  {
    quote: 'Our old door flexed like paper during the last storm. They measured, pulled the permit and installed a wind-rated door in one morning, then walked me through the label the insurance inspector wanted to see. The garage is even cooler in August now.',
    author: 'Robert T.',
    location: 'Venice',
    rating: 5,
    service: 'Hurricane-rated door installation',
  },
  {
    quote: 'We live two streets off the bay and the salt had eaten the rollers and hinges. They swapped everything for stainless and nylon, oiled the springs and the door went from grinding to whisper-quiet. Fair price, no upsell, and they cleaned up after themselves.',
    author: 'Denise K.',
    location: 'Punta Gorda',
    rating: 5,
    service: 'Salt-air hardware replacement',
  },
] as const satisfies readonly Review[];
