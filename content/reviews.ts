/**
 * The reviews page's five customer reviews; reviewers are named by first name and last initial
 * (docs/product.md#deliberate-departures-from-the-original-sketch).
 */
export interface CustomerReview {
  author: string;
  city: string;
  rating: 1 | 2 | 3 | 4 | 5;
  /** ISO date of the visit the review is about. */
  date: string;
  service: string;
  text: string;
}

export const customerReviews = [
  {
    author: 'Linda P.',
    city: 'Venice',
    rating: 5,
    date: '2026-09-14',
    service: 'Broken spring replacement',
    text: 'The spring on our door snapped with a bang at 7 in the morning and the car was stuck inside. I called at 8, the technician was here before 11, showed me the gap in the old spring and replaced both of them. The price he quoted at the door was exactly what I paid.',
  },
  {
    author: 'Robert H.',
    city: 'Sarasota',
    rating: 5,
    date: '2026-07-02',
    service: 'Hurricane-rated door installation',
    text: 'Our 1990s door had no wind rating and our insurer kept asking about it. They measured, explained the design-pressure numbers in plain English and installed a rated door with the label and paperwork we needed. The new door is also much quieter.',
  },
  {
    author: 'Denise K.',
    city: 'Bradenton',
    rating: 5,
    date: '2026-10-20',
    service: 'Off-track door repair',
    text: 'I backed into the door and knocked it off the track on one side. The tech straightened the track, replaced two bent rollers and checked the cables instead of just forcing it back. He was careful, friendly and cleaned up before he left.',
  },
  {
    author: 'Carlos M.',
    city: 'North Port',
    rating: 5,
    date: '2026-08-09',
    service: 'Opener replacement',
    text: 'Our old chain-drive opener finally died during a summer storm. They installed a belt-drive opener with battery backup the same afternoon, set up both remotes and the keypad, and showed my wife how to use the manual release. Great value with the new-customer discount.',
  },
  {
    author: 'Janet W.',
    city: 'Siesta Key',
    rating: 5,
    date: '2026-06-11',
    service: 'Salt-air tune-up',
    text: 'Living this close to the beach, our rollers and hinges rust fast. They swapped the worst parts for stainless and nylon, lubricated everything and told us to rinse the hardware monthly. Six months on the door still runs smooth and quiet.',
  },
] satisfies CustomerReview[];
