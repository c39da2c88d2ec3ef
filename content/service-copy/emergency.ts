import { business } from '@/content/business';
import { emergencyAreaCities, type CitySlug } from '@/content/cities';
import type { Feature, Review } from '@/content/page-copy';
import { pricing } from '@/content/pricing';
import { formatUsd, priceRangeText } from '@/lib/price';
import type { TitledList } from './types';
import { countySpan } from '@/lib/content/service-area';

export interface EmergencyCopy {
  lead: string;
  situations: TitledList;
  availability: { title: string; intro: string; cards: readonly [Feature, Feature, Feature] };
  equipment: TitledList;
  pricing: { title: string; points: string[] };
  serviceAreas: { title: string; intro: string; cities: readonly CitySlug[] };
  review: Review;
  banner: { title: string; text: string };
  formTitle: string;
}

const arrival = business.emergency.arrivalWindow;

export const emergencyCopy = {
  lead: `Door stuck open at night, or a snapped spring before work? A real person answers ${business.emergency.availability}, and a technician aims to arrive within ${arrival}.`,
  situations: {
    title: 'Emergencies we handle',
    intro: 'If your door will not close, will not open, or is unsafe to touch, it is an emergency. Call us.',
    items: [
      'Door stuck open, leaving the house unsecured overnight',
      'Door stuck closed with a car trapped inside',
      'Broken spring with a loud bang and a door too heavy to lift',
      'Door off its tracks or hanging crooked',
      'Snapped or tangled lift cable',
      'Opener dead after a power surge or lightning strike',
      'Door hit by a car, with bent sections or tracks',
      'Storm damage: a door pushed in, cracked or unbraced before a hurricane',
      'Lock or lock bar broken, so the door will not secure',
    ],
  },
  availability: {
    title: `Available ${business.emergency.availability}`,
    intro: 'Nights, weekends and holidays cost you no wait: the same team answers the phone at 3 AM on Christmas as at noon on a Tuesday.',
    cards: [
      { title: 'Emergency Response', text: 'A fully stocked van dispatched as soon as you hang up, day or night, 365 days a year.' },
      { title: 'Immediate Answer', text: 'A real person answers, not a call centre or voicemail, and tells you how to keep everyone safe until we arrive.' },
      { title: 'Fast Arrival', text: `We aim to be at your door within ${arrival}, and we call you with a real arrival time.` },
    ],
  },
  equipment: {
    title: 'What every emergency van carries',
    intro: 'So the first visit is usually the only one.',
    items: ['Torsion and extension springs in common sizes', 'Lift cables, drums and bottom brackets', 'Nylon and steel rollers, hinges and track sections', 'Opener gears, belts, logic boards and safety sensors', 'Winding bars, clamps and door-securing equipment', 'Temporary bracing for storm-damaged doors'],
  },
  pricing: {
    title: 'Emergency pricing, stated plainly',
    points: [
      business.payment.emergencyPricing,
      `The emergency trip charge is ${formatUsd(pricing.emergencyTripCharge.amount)}, ${pricing.emergencyTripCharge.text}`,
      `Most emergency visits cost ${priceRangeText(pricing.services['emergency-service'])} in total, trip charge included.`,
      'You approve the price before we start; nothing is added afterwards.',
      `We accept ${business.payment.methods.join(', ').toLowerCase()}.`,
    ],
  },
  serviceAreas: {
    title: 'Emergency service areas',
    intro: `Technicians on call across ${countySpan()}, aiming for ${arrival} everywhere we work.`,
    cities: emergencyAreaCities,
  },
  review: {
    quote: 'Our door jammed open at 11 at night and we could not leave the house unlocked. Someone answered right away and the technician arrived within the hour, fixed the cable and had us closed and secure by midnight.',
    author: 'Jennifer A.',
    location: 'Venice',
    rating: 5,
    service: 'Late-night emergency cable repair',
  },
  banner: { title: 'Still stuck? Call now', text: 'Do not wait until morning: a technician can be on the way in minutes.' },
  formTitle: 'Request Emergency Service',
} satisfies EmergencyCopy;
