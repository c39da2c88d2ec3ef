/** Small shapes shared by the city and service page records. */
export interface ReviewRecord {
  quote: string;
  /** First name and last initial, for example "Maria G." (docs/product.md#deliberate-departures-from-the-original-sketch). */
  author: string;
  /** Where the reviewer lives: a city or a neighbourhood and city. */
  location: string;
  rating: 1 | 2 | 3 | 4 | 5;
  /** What we did for them, shown under the quote. */
  service: string;
}

export interface Feature {
  title: string;
  text: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}
