import type { Feature } from './page-copy';
import type { ServiceSlug } from './services';

export interface PriceRange {
  /** Whole US dollars. */
  min: number;
  max: number;
}

/** One service's typical range, and what sits at each end of it. */
export interface ServicePrice extends PriceRange {
  low: string;
  high: string;
}

export interface PricingRecord {
  /**
   * True while the figures are the shipped placeholders. The owner confirms or replaces each
   * range, then sets this to false; the launch check lists the record while it is true.
   */
  placeholder: boolean;
  currency: 'USD';
  services: Record<ServiceSlug, ServicePrice>;
  /** Added to an emergency visit: a technician sent straight away, outside the day's schedule. */
  emergencyTripCharge: { amount: number; text: string };
  /** What moves a price up or down within its range. */
  factors: readonly Feature[];
  /** What is always true about a price, whatever the job. */
  promises: readonly string[];
}

/**
 * The price guide. Every dollar figure the site shows (the /pricing page, the FAQ's cost
 * answer, each service page's price line, the price JSON-LD) reads this record, so they agree.
 */
export const pricing = {
  placeholder: true,
  currency: 'USD',
  services: {
    'garage-door-repair': {
      min: 89,
      max: 550,
      low: 'Sensors realigned, loose hardware tightened or a worn roller swapped',
      high: 'A pair of torsion springs with new cables on a two-car door',
    },
    'garage-door-installation': {
      min: 1350,
      max: 5200,
      low: 'A wind-rated, non-insulated 8x7 steel door for a single-car garage',
      high: 'An insulated, impact-rated 16x7 door with glass and premium hardware',
    },
    'spring-replacement': {
      min: 225,
      max: 495,
      low: 'A pair of extension springs with safety cables on a single-car door',
      high: 'A pair of coated high-cycle torsion springs on a heavy 16x7 door',
    },
    'motor-opener-repair': {
      min: 129,
      max: 850,
      low: 'A stripped gear, a failed safety sensor or a logic board repaired',
      high: 'A new belt-drive or wall-mount opener with battery backup, installed',
    },
    'remote-keypad': {
      min: 49,
      max: 229,
      low: 'Remotes and car buttons you already own programmed',
      high: 'A new wireless keypad and a smartphone hub, installed and set up',
    },
    'cable-repair': {
      min: 149,
      max: 329,
      low: 'A cable put back on its drum and the door rebalanced',
      high: 'Both lift cables and drums replaced with galvanized parts',
    },
    'track-roller-repair': {
      min: 129,
      max: 425,
      low: 'An off-track door reset and both tracks realigned',
      high: 'A bent track section replaced and a full set of sealed nylon rollers',
    },
    maintenance: {
      min: 89,
      max: 139,
      low: 'The 26-point tune-up on a single door',
      high: 'The 26-point tune-up on two doors in one visit',
    },
    'emergency-service': {
      min: 188,
      max: 649,
      low: 'The trip charge plus a quick fix, such as a door put back on its track',
      high: 'The trip charge plus a pair of springs and cables, late at night',
    },
  },
  emergencyTripCharge: {
    amount: 99,
    text: 'for an emergency visit, when a technician is sent straight to you, day or night, instead of booked into the schedule. It is on the quote you approve, never added afterwards. A visit booked into the next regular slot has no trip charge.',
  },
  factors: [
    { title: 'Parts', text: 'Galvanized cables, sealed nylon rollers and coated springs cost more than bare steel, and near the Gulf they last years longer. We tell you the difference and let you choose.' },
    { title: 'Door size and weight', text: 'A 16x7 two-car door weighs twice a single 8x7, so its springs, cables and opener are bigger. Insulated and impact-rated doors are heavier still.' },
    { title: 'Spring type', text: 'Torsion springs above the door cost more than extension springs beside the tracks, and high-cycle springs rated for 50,000 cycles cost more than standard 10,000-cycle ones.' },
    { title: 'After hours', text: 'An emergency visit at night, on a weekend or a holiday adds the trip charge. The repair itself is priced the same as in daytime.' },
    { title: 'Wind rating and permits', text: 'A new door must meet the Florida Building Code wind load for your address. Impact-rated glass, extra struts and the permit all show up in an installation price.' },
    { title: 'What else we find', text: 'If a second part is about to fail, we say so and price it separately. You decide whether to do it now; the first quote does not change.' },
  ],
  promises: [
    'Estimates are free, at your door or over the phone.',
    'The technician quotes the total before any work starts, and that is the price you pay.',
  ],
} as const satisfies PricingRecord;

export function servicePrice(slug: ServiceSlug): ServicePrice {
  return pricing.services[slug];
}
