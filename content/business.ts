import type { BookingSettings, WeekDay } from '@/lib/booking/settings';

/**
 * The one record that describes the business. Every page, the footer, the metadata, the
 * JSON-LD and the lead forms read from here: change the business here and nowhere else.
 * The defaults are deliberately fictional (555-01xx number, example.com addresses).
 */
export interface Business {
  name: string;
  legalName: string;
  /** Shown in the header next to the logo mark. */
  tagline: string;
  phone: { display: string; e164: string };
  /** The number that takes text messages (sms: links); the phone unless the owner texts elsewhere. */
  textNumber: { display: string; e164: string };
  email: string;
  /** Absolute origin the site is served from; canonical URLs, sitemap and social tags use it. */
  siteUrl: string;
  foundedYear: number;
  /** Where the office is; the company serves the whole service area from it. */
  address: { locality: string; region: string; postalCode: string; country: string };
  hours: { days: string; label: string; opens: string; closes: string };
  emergency: { availability: string; arrivalWindow: string };
  /**
   * How visits are booked: the arrival windows the repair, estimate, emergency and city forms
   * offer (lib/booking). Times are "HH:MM" in `timeZone`. Windows sit inside visit hours
   * (08:00-18:00), not the office's 06:00-22:00: nobody wants a technician at 6 AM.
   */
  booking: {
    timeZone: string;
    /** Requests before this time may still be booked for today ("call before 3 PM for same-day service"). */
    sameDayCutoff: string;
    windowHours: number;
    firstWindowStart: string;
    lastWindowStart: string;
    /** The days the business works: office hours and visits. */
    workDays: WeekDay[];
    /** How many days after today windows are offered for. */
    daysAhead: number;
  };
  rating: { value: number; count: number; best: number };
  /** The cities themselves are the records in content/cities (serviceAreaCityNames). */
  serviceArea: { summary: string };
  payment: { methods: string[]; emergencyPricing: string };
  warranty: { label: string; detail: string };
  offer: { percent: number; label: string; headline: string; terms: string[] };
  social: { network: 'Facebook' | 'YouTube'; url: string; handle: string }[];
  messaging: { app: string; number: string; prefilledText: string };
  promoVideo: { provider: 'YouTube'; videoId: string; title: string };
  /** State contractor licence number; empty until the owner fills it in (launch check flags it). */
  licenseNumber: string;
  /**
   * Public review profiles, Google first. `url` is where anyone reads the reviews; `writeUrl`
   * opens the "write a review" box (the review-request page's QR code points there).
   */
  reviewProfiles: { network: 'Google' | 'Yelp' | 'Facebook'; url: string; writeUrl: string }[];
  /** True while the details above are the shipped fictional placeholders; false once they are real. */
  placeholder: boolean;
}

const phone = { display: '(941) 555-0147', e164: '+19415550147' };

export const business = {
  name: 'Example Garage Door Co.',
  legalName: 'Example Garage Door Company LLC',
  tagline: 'Family-owned in Southwest Florida since 2010',
  phone,
  textNumber: phone,
  email: 'office@example.com',
  siteUrl: (process.env.NEXT_PUBLIC_SITE_URL || 'https://www.example.com').replace(/\/+$/, ''),
  foundedYear: 2010,
  address: { locality: 'Sarasota', region: 'FL', postalCode: '34236', country: 'US' },
  hours: { days: 'Every day', label: '6:00 AM – 10:00 PM', opens: '06:00', closes: '22:00' },
  emergency: { availability: '24/7, 365 days a year', arrivalWindow: '1-2 hours' },
  booking: {
    timeZone: 'America/New_York',
    sameDayCutoff: '15:00',
    windowHours: 2,
    firstWindowStart: '08:00',
    lastWindowStart: '16:00',
    workDays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    daysAhead: 6,
  },
  rating: { value: 4.9, count: 150, best: 5 },
  serviceArea: { summary: 'Spring Hill to Naples' },
  payment: {
    methods: ['Cash', 'Check', 'Credit cards'],
    emergencyPricing: 'A trip charge applies, and we quote the total before any work starts.',
  },
  warranty: { label: '1-year labor and parts warranty', detail: 'Every opener repair and installation is covered for one full year, labor and parts.' },
  offer: {
    percent: 20,
    label: 'Get 20% OFF',
    headline: '20% off your garage door service',
    terms: ['New customers only', 'Not combinable with other offers', 'Valid this month only'],
  },
  social: [
    { network: 'Facebook', url: 'https://www.facebook.com/example', handle: 'example' },
    { network: 'YouTube', url: 'https://www.youtube.com/@example', handle: '@example' },
  ],
  messaging: {
    app: 'WhatsApp',
    number: '19415550147',
    prefilledText: "Hi! I'd like a free emergency estimate for my garage door.",
  },
  promoVideo: { provider: 'YouTube', videoId: 'M7lc1UVf-VE', title: 'How we repair a broken garage door spring' },
  licenseNumber: '',
  reviewProfiles: [
    {
      network: 'Google',
      url: 'https://www.google.com/maps/search/?api=1&query=Example+Garage+Door+Co.+Sarasota+FL',
      writeUrl: 'https://search.google.com/local/writereview?placeid=PLACEHOLDER_PLACE_ID',
    },
  ],
  placeholder: true,
} satisfies Business;

export const telHref = `tel:${business.phone.e164}`;
export const smsHref = `sms:${business.textNumber.e164}`;
export const mailtoHref = `mailto:${business.email}`;
export const messagingHref = `https://wa.me/${business.messaging.number}?text=${encodeURIComponent(
  business.messaging.prefilledText,
)}`;

/** The booking rules with the office hours they depend on (lib/booking takes them as one object). */
export const bookingSettings: BookingSettings = { ...business.booking, opens: business.hours.opens, closes: business.hours.closes };
