/** Customer testimonials: the words, who said them (first name and last initial) and where. */
export interface Testimonial {
  text: string;
  author: string;
  location: string;
  /** 1 to 5 stars. */
  rating: 1 | 2 | 3 | 4 | 5;
  /** What we did, shown under the name. */
  job: string;
}

/** The three on the home page's rotator. */
export const homeTestimonials = [
  {
    text: 'Our torsion spring snapped with a bang at six in the morning and both cars were stuck inside. The technician was in our driveway before eight, replaced both springs with the rust-resistant kind and showed me the price on his tablet before he touched a thing.',
    author: 'Maria G.',
    location: 'Sarasota',
    rating: 5,
    job: 'Same-day spring replacement',
  },
  {
    text: 'Our old door flexed like paper during the last storm. They measured, pulled the permit and installed a wind-rated door in one morning, then walked me through the label the insurance inspector wanted to see. The garage is even cooler in August now.',
    author: 'Robert T.',
    location: 'Venice',
    rating: 5,
    job: 'Hurricane-rated door installation',
  },
  {
    text: 'We live two streets off the bay and the salt had eaten the rollers and hinges. They swapped everything for stainless and nylon, oiled the springs and the door went from grinding to whisper-quiet. Fair price, no upsell, and they cleaned up after themselves.',
    author: 'Denise K.',
    location: 'Punta Gorda',
    rating: 5,
    job: 'Salt-air hardware replacement',
  },
] as const satisfies readonly Testimonial[];
