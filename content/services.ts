/** One record per service page. Pages, menus, sitemap and JSON-LD read these. */
export interface ServiceRecord {
  slug: string;
  /** The service's name as a homeowner says it. */
  name: string;
  /** The label in the header's Services menu. */
  menuLabel: string;
  kind: 'service' | 'emergency';
  title: string;
  description: string;
  h1: string;
  /** One line for cards and link lists. */
  summary: string;
}

export const services = [
  {
    slug: 'garage-door-repair',
    name: 'Garage Door Repair',
    menuLabel: 'Garage Door Repair',
    kind: 'service',
    title: 'Garage Door Repair in Southwest Florida | Same-Day Service',
    description:
      'Same-day garage door repair from Sarasota to Naples: springs, cables, openers, tracks and storm damage fixed by licensed, insured technicians. Free estimates.',
    h1: 'Garage Door Repair for Southwest Florida Homes',
    summary: 'Noisy, stuck, crooked or storm-damaged doors fixed the same day.',
  },
  {
    slug: 'garage-door-installation',
    name: 'Garage Door Installation',
    menuLabel: 'New Door Installation',
    kind: 'service',
    title: 'Garage Door Installation in Southwest Florida | Hurricane-Rated Doors',
    description:
      'Hurricane-rated and insulated garage doors installed across Sarasota, Manatee and Charlotte counties, with permits, old-door haul-away and upfront pricing.',
    h1: 'New Garage Door Installation in Southwest Florida',
    summary: 'Wind-rated, insulated doors sized, permitted and installed in a day.',
  },
  {
    slug: 'spring-replacement',
    name: 'Spring Replacement',
    menuLabel: 'Spring Replacement',
    kind: 'service',
    title: 'Garage Door Spring Replacement in Southwest Florida | Torsion & Extension',
    description:
      'Broken torsion or extension spring? We replace both springs with high-cycle, rust-resistant springs sized to your door, usually the same day you call.',
    h1: 'Garage Door Spring Replacement in Southwest Florida',
    summary: 'Broken torsion and extension springs replaced in pairs, the same day.',
  },
  {
    slug: 'motor-opener-repair',
    name: 'Opener & Motor Repair',
    menuLabel: 'Opener & Motor Repair',
    kind: 'service',
    title: 'Garage Door Opener & Motor Repair in Southwest Florida | 1-Year Warranty',
    description:
      'Opener humming, clicking or reversing? We fix or replace chain, belt, screw and wall-mount openers of all major brands, with a 1-year labor and parts warranty.',
    h1: 'Garage Door Opener and Motor Repair in Southwest Florida',
    summary: 'Openers that hum, click or reverse repaired or replaced, warranty included.',
  },
  {
    slug: 'remote-keypad',
    name: 'Remote & Keypad Setup',
    menuLabel: 'Remote & Keypad',
    kind: 'service',
    title: 'Garage Door Remote & Keypad Programming and Repair in Southwest Florida',
    description:
      'Lost remote, dead keypad or a new car to pair? We program remotes, keypads, car buttons and smartphone control for every major opener brand, with no guesswork.',
    h1: 'Garage Door Remote and Keypad Setup in Southwest Florida',
    summary: 'Remotes, keypads, car buttons and smartphone control paired and working.',
  },
  {
    slug: 'cable-repair',
    name: 'Cable Repair',
    menuLabel: 'Cable Repair',
    kind: 'service',
    title: 'Garage Door Cable Repair in Southwest Florida | Frayed & Snapped Cables',
    description:
      'A frayed or snapped lift cable leaves a door crooked and dangerous. We replace cables and drums with galvanized parts made for salt air, and rebalance the door.',
    h1: 'Garage Door Cable Repair in Southwest Florida',
    summary: 'Frayed, rusted or snapped lift cables replaced and the door rebalanced.',
  },
  {
    slug: 'track-roller-repair',
    name: 'Track & Roller Repair',
    menuLabel: 'Track & Roller Repair',
    kind: 'service',
    title: 'Garage Door Track & Roller Repair in Southwest Florida | Off-Track Doors',
    description:
      'Off-track, grinding or shaking door? We straighten and realign tracks and fit quiet nylon rollers with sealed bearings that stand up to Gulf Coast humidity.',
    h1: 'Garage Door Track and Roller Repair in Southwest Florida',
    summary: 'Off-track doors reset, bent tracks straightened, quiet rollers fitted.',
  },
  {
    slug: 'maintenance',
    name: 'Maintenance & Tune-Ups',
    menuLabel: 'Maintenance',
    kind: 'service',
    title: 'Garage Door Maintenance in Southwest Florida | 26-Point Tune-Up',
    description:
      'Our 26-point garage door tune-up catches worn springs, rusted hardware and unsafe sensors before they fail. Book yearly, and again before hurricane season.',
    h1: 'Garage Door Maintenance and Tune-Ups in Southwest Florida',
    summary: 'A 26-point inspection and tune-up, yearly and before hurricane season.',
  },
  {
    slug: 'emergency-service',
    name: 'Emergency Service',
    menuLabel: '24/7 Emergency Service',
    kind: 'emergency',
    title: '24/7 Emergency Garage Door Repair in Southwest Florida | 1-2 Hour Arrival',
    description:
      'Door stuck open at night, or a snapped spring before work? A real person answers 24/7, 365 days a year, and a technician aims to arrive within 1-2 hours.',
    h1: '24/7 Emergency Garage Door Repair in Southwest Florida',
    summary: 'Stuck open, stuck shut or storm-damaged: a technician in 1-2 hours, day or night.',
  },
] as const satisfies readonly ServiceRecord[];

export type ServiceSlug = (typeof services)[number]['slug'];

export function getService(slug: string): ServiceRecord | undefined {
  return services.find((service) => service.slug === slug);
}
