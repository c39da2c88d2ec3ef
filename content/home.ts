import { business } from '@/lib/content/business';
import { serviceAreaCityNames } from '@/lib/content/cities';
import type { Feature } from '@/lib/content/page-copy';
import { experienceLabel } from '@/lib/experience';
import { serviceArea } from '@/lib/content/service-area';

/** Copy of the home page that is not a testimonial, project or brand. */

export interface MaintenanceTip {
  title: string;
  text: string;
}

export interface ScheduleRow {
  who: string;
  when: string;
  why: string;
}

/** The dismissible bar at the very top; the emergency hours lead, so the first screen's top says them. */
export const trustPoints = [
  `${business.emergency.shortHours} emergencies`,
  'Licensed & insured',
  '5-star rated',
  'Same-day service',
] as const;

export const homeHero = {
  eyebrow: `Family-owned since ${business.foundedYear} · ${business.serviceArea.summary}`,
  lead: `Broken spring, door off its track or a storm on the way? Our licensed technicians fix it the same day, seven days a week, with upfront prices and ${experienceLabel(business.foundedYear)} of Gulf Coast know-how.`,
  /** First among the promises. */
  emergencyPromise: `${business.emergency.shortHours} emergencies, on site in ${business.emergency.arrivalWindow}`,
  promises: ['Same-day & weekend service', 'Free estimates, no hidden fees'],
} as const;

export const whyUs = [
  {
    icon: 'clock',
    title: 'Same-day & weekend service',
    text: 'Call before 3 PM and we are usually there today, Saturdays and Sundays included.',
  },
  {
    icon: 'siren',
    title: `${business.emergency.shortHours} emergency response`,
    text: `Door stuck open at midnight? A real person answers and a technician aims to arrive within ${business.emergency.arrivalWindow}.`,
  },
  {
    icon: 'shield',
    title: 'Licensed & insured technicians',
    text: 'Background-checked, uniformed and fully insured, so your home and our work are both protected.',
  },
  {
    icon: 'tag',
    title: 'Upfront pricing',
    text: 'You see the full price before we pick up a tool: free estimates, no hidden fees, and an emergency visit’s trip charge is on the quote you approve, never added afterwards.',
  },
  {
    icon: 'clipboard',
    title: '26-point inspection',
    text: 'Every visit ends with a check of springs, cables, rollers, tracks, opener and safety sensors.',
  },
  {
    icon: 'star',
    title: `${business.rating.value}-star local reputation`,
    text: `Rated ${business.rating.value} out of ${business.rating.best} by ${business.rating.count} homeowners across ${serviceArea.regionName}.`,
  },
] as const satisfies readonly Feature[];

export const whyChooseUs = {
  title: 'Built for Gulf Coast garages',
  intro: `Florida is hard on garage doors: salt air, summer humidity and hurricane season. After ${experienceLabel(business.foundedYear)} here, we fit parts that last in it.`,
  points: [
    'Hurricane-rated doors and retrofit bracing that meet Florida Building Code wind loads',
    'Galvanized and stainless hardware that resists salt-air rust near the Gulf and the bays',
    'Insulated doors that keep an attached garage cooler through August afternoons',
    'Battery-backup openers, so a storm outage never traps your car inside',
    `${business.warranty.label} on opener repairs and installations`,
    `We accept ${business.payment.methods.join(', ').toLowerCase()}, and the total is agreed before work starts`,
  ],
  stats: [
    { value: String(business.foundedYear), label: 'Family-owned since' },
    { value: `${business.rating.value}★`, label: `From ${business.rating.count} reviews` },
    { value: business.emergency.shortHours, label: 'Emergency line' },
    { value: '26', label: 'Point inspection' },
  ],
} as const;

export const maintenanceTips = [
  {
    title: 'Rinse off the salt',
    text: 'Within a few miles of the Gulf, hose down the door and its tracks once a month; salt film is what starts the rust.',
  },
  {
    title: 'Lubricate, do not grease',
    text: 'A silicone or lithium spray on hinges, rollers and springs every few months. Thick grease on the tracks only collects sand.',
  },
  {
    title: 'Test the auto-reverse',
    text: 'Lay a roll of paper towels under the door and close it. If it does not reverse on contact, stop using the opener and call us.',
  },
  {
    title: 'Watch the springs and cables',
    text: 'Gaps in a torsion spring or frayed cable strands mean it is close to failing. Never adjust them yourself: they hold hundreds of pounds.',
  },
  {
    title: 'Check the bottom seal',
    text: 'A cracked or flattened seal lets in water, palmetto bugs and humid air. Replacing it is quick and cheap.',
  },
  {
    title: 'Brace before a storm',
    text: 'Before a hurricane, lock the door manually, unplug the opener and, on older doors, ask us about a retrofit brace kit.',
  },
] as const satisfies readonly MaintenanceTip[];

/** The same rule as the maintenance page's schedule (content/services/maintenance.json); a unit test keeps them in step. */
export const maintenanceSchedule = [
  { who: 'Residential homes', when: 'Once a year', why: 'A full tune-up catches worn rollers and tired springs early.' },
  { who: 'Heavy-use garages & rentals', when: 'Every 6 months', why: 'More cycles and more drivers wear parts twice as fast.' },
  {
    who: 'Every home on the coast',
    when: 'Before hurricane season',
    why: 'Check bracing, seals and the opener’s battery backup by June 1.',
  },
] as const satisfies readonly ScheduleRow[];

export const homeKeywords = [
  `garage door repair ${serviceArea.regionName}`,
  'garage door installation Sarasota',
  'hurricane-rated garage doors',
  'garage door spring replacement',
  'garage door opener repair',
  'emergency garage door repair',
  ...serviceAreaCityNames.map((city) => `garage door repair ${city}`),
];
