/** Shapes shared by the content records: a customer review, a titled paragraph, a question. */

/** One customer's review, wherever it is shown (city and service pages, /reviews, the home page). */
export interface Review {
  quote: string;
  /** First name and last initial, for example "Maria G.". */
  author: string;
  /** Where the reviewer lives: a city, or a neighbourhood and city. */
  location: string;
  rating: 1 | 2 | 3 | 4 | 5;
  /** What we did for them, shown with the quote. */
  service: string;
  /** ISO date of the visit the review is about, where we show it. */
  date?: string;
}

export type FeatureIcon = 'clock' | 'siren' | 'shield' | 'tag' | 'clipboard' | 'star';

/** A short titled paragraph: a card, a reason, a local note; the home page's carry an icon. */
export interface Feature {
  title: string;
  text: string;
  icon?: FeatureIcon;
}

/** One question with its answer (the FAQ page, service pages and their FAQPage JSON-LD). */
export interface FaqEntry {
  question: string;
  answer: string;
}
