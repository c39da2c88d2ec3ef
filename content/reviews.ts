import type { Review } from './page-copy';

/** The reviews page's five customer reviews, each with the date of the visit. */
export const customerReviews = [
  {
    author: 'Linda P.',
    location: 'Venice',
    rating: 5,
    date: '2026-09-14',
    service: 'Broken spring replacement',
    quote: 'The spring on our door snapped with a bang at 7 in the morning and the car was stuck inside. I called at 8, the technician was here before 11, showed me the gap in the old spring and replaced both of them. The price he quoted at the door was exactly what I paid.',
  },
  {
    author: 'Robert H.',
    location: 'Sarasota',
    rating: 5,
    date: '2026-07-02',
    service: 'Hurricane-rated door installation',
    quote: 'Our 1990s door had no wind rating and our insurer kept asking about it. They measured, explained the design-pressure numbers in plain English and installed a rated door with the label and paperwork we needed. The new door is also much quieter.',
  },
  {
    author: 'Denise K.',
    location: 'Bradenton',
    rating: 5,
    date: '2026-10-20',
    service: 'Off-track door repair',
    quote: 'I backed into the door and knocked it off the track on one side. The tech straightened the track, replaced two bent rollers and checked the cables instead of just forcing it back. He was careful, friendly and cleaned up before he left.',
  },
  {
    author: 'Carlos M.',
    location: 'North Port',
    rating: 5,
    date: '2026-08-09',
    service: 'Opener replacement',
    quote: 'Our old chain-drive opener finally died during a summer storm. They installed a belt-drive opener with battery backup the same afternoon, set up both remotes and the keypad, and showed my wife how to use the manual release. Great value with the new-customer discount.',
  },
  {
    author: 'Janet W.',
    location: 'Siesta Key',
    rating: 5,
    date: '2026-06-11',
    service: 'Salt-air tune-up',
    quote: 'Living this close to the beach, our rollers and hinges rust fast. They swapped the worst parts for stainless and nylon, lubricated everything and told us to rinse the hardware monthly. Six months on the door still runs smooth and quiet.',
  },
] satisfies (Review & { date: string })[];
