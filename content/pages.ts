import { business } from '@/lib/content/business';
import { galleryShowsPhotos } from '@/lib/content/gallery';
import { serviceArea } from '@/lib/content/service-area';
import { countySpan } from '@/lib/content/counties';

/** Metadata and headings of the one-off pages. */
export interface StaticPageRecord {
  path: string;
  title: string;
  description: string;
  h1: string;
  /** Pages search engines should not index (the thank-you page, the review-request card). */
  noindex?: boolean;
}

type StaticPageKey =
  | 'home'
  | 'aboutUs'
  | 'about'
  | 'faq'
  | 'reviews'
  | 'gallery'
  | 'blog'
  | 'privacy'
  | 'thankYou'
  | 'reviewUs'
  | 'serviceArea'
  | 'pricing'
  | 'troubleshooting';

export const staticPages: Record<StaticPageKey, StaticPageRecord> = {
  home: {
    path: '/',
    title: 'Southwest Florida Garage Door Repair & Installation',
    description: `Family-owned garage door repair and installation from ${business.serviceArea.summary}: same-day service, 24/7 emergencies, hurricane-rated doors and 20% off this month.`,
    h1: 'Garage Door Repair & Installation in Southwest Florida',
  },
  aboutUs: {
    path: '/about-us',
    title: 'About Us & Contact | Family-Owned Garage Door Company',
    description:
      'Meet the family-owned garage door company that has served Southwest Florida since 2010. Contact us, see where we work and send us a message.',
    h1: 'About Our Family-Owned Garage Door Company',
  },
  about: {
    path: '/about',
    title: 'About Our Garage Door Technicians | Licensed & Insured Since 2010',
    description: `Who fixes your garage door: licensed, insured, background-checked technicians serving ${business.serviceArea.summary} since ${business.foundedYear}.`,
    h1: 'The Team Behind Your Garage Door',
  },
  faq: {
    path: '/faq',
    title: 'Garage Door FAQ | Costs, Springs, Same-Day Service',
    description:
      'Answers to the garage door questions we hear most: what a repair costs, how long springs last, why both springs get replaced, and how same-day service works.',
    h1: 'Garage Door Questions, Answered',
  },
  reviews: {
    path: '/reviews',
    title: `Customer Reviews | ${business.rating.value}-Star Rated Garage Door Service`,
    description:
      'Read what Southwest Florida homeowners say about our garage door repairs and installations, and share your own review of our technicians.',
    h1: 'What Our Customers Say',
  },
  gallery: {
    path: '/gallery',
    title: 'Before & After Gallery | Garage Door Projects in SW Florida',
    description: `Before-and-after ${galleryShowsPhotos ? 'photos' : 'illustrations'} of garage door repairs, replacements and hurricane-rated installations we completed in Sarasota, Venice, Bradenton and nearby.`,
    h1: 'Before & After: Our Garage Door Projects',
  },
  blog: {
    path: '/blog',
    title: 'Garage Door Tips & Guides for Southwest Florida Homeowners',
    description:
      'Practical garage door advice for Florida homes: spring warning signs, hurricane preparation, salt-air care and when to repair or replace.',
    h1: 'Garage Door Tips & Guides',
  },
  privacy: {
    path: '/privacy-policy',
    title: `Privacy Policy & Terms of Use | ${business.name}`,
    description:
      'How this website handles what you send through its forms, the one setting it stores in your browser, and the terms for using the site.',
    h1: 'Privacy Policy and Terms of Use',
  },
  thankYou: {
    path: '/thank-you',
    title: 'Thank You | Your Request Was Sent',
    description: 'Thank you for your request. Our team will contact you shortly; for anything urgent, call us now.',
    h1: 'Thank You! We Got Your Request',
    noindex: true,
  },
  reviewUs: {
    path: '/review-us',
    title: `Review Your Visit on Google | ${business.name}`,
    description:
      'Scan the code or open the link to tell other Southwest Florida homeowners, in your own words, how our garage door visit went.',
    h1: 'How Did We Do? Tell Your Neighbors',
    noindex: true,
  },
  serviceArea: {
    path: '/service-area',
    title: 'Service Area & ZIP Codes | Garage Door Repair in Southwest Florida',
    description: `Check your ZIP code: we serve every ZIP from ${business.serviceArea.summary}, across ${countySpan()}, with a local page for each home town.`,
    h1: `Where We Fix Garage Doors in ${serviceArea.regionName}`,
  },
  pricing: {
    path: '/pricing',
    title: 'Garage Door Repair Prices | Price Guide for Southwest Florida',
    description:
      'Typical price ranges for garage door repair, springs, openers, cables, tracks, tune-ups and new doors, what moves the price, and the emergency trip charge.',
    h1: 'Garage Door Prices, Up Front',
  },
  troubleshooting: {
    path: '/garage-door-troubleshooting',
    title: 'Garage Door Troubleshooting | What’s Wrong and Is It Safe?',
    description:
      'Door won’t open, reverses, hangs crooked or banged and went heavy? What each symptom means, what is safe to check, what never to touch, and when to call.',
    h1: 'What’s Wrong With My Garage Door?',
  },
};
