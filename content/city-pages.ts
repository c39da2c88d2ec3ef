import type { CitySlug } from './cities';

/**
 * Every city route and the template it renders (docs/decisions/003-city-route-mapping.md). `canonical` names the slug
 * whose URL search engines should index when two routes show the same page.
 */
export type CityTemplate = 'featured' | 'long' | 'short';

export interface CityPageRecord {
  slug: string;
  city: CitySlug;
  template: CityTemplate;
  title: string;
  description: string;
  h1: string;
  canonical?: string;
}

export const cityPages = [
  {
    slug: 'garage-door-sarasota',
    city: 'sarasota',
    template: 'long',
    title: 'Garage Door Repair Sarasota, FL | Same-Day & 24/7 Service',
    description:
      'Garage door repair and installation in Sarasota, from Gulf Gate to Palmer Ranch: springs, openers, off-track doors and hurricane-rated doors. Free quotes.',
    h1: 'Garage Door Repair in Sarasota, FL',
  },
  {
    slug: 'garage-door-service-sarasota',
    city: 'sarasota',
    template: 'short',
    title: 'Garage Door Service in Sarasota | Book a Technician',
    description:
      'Book garage door service in Sarasota online or by phone: spring repair, opener issues and off-track doors handled by a local, licensed and insured team.',
    h1: 'Garage Door Service in Sarasota',
  },
  {
    slug: 'garage-door-venice',
    city: 'venice',
    template: 'long',
    title: 'Garage Door Repair Venice, FL | Springs, Openers, New Doors',
    description:
      'Venice garage door repair for the island, South Venice and Venice Gardens: salt-air rust, broken springs, openers and wind-rated replacement doors.',
    h1: 'Garage Door Repair in Venice, FL',
  },
  {
    slug: 'garage-door-service-venice',
    city: 'venice',
    template: 'short',
    title: 'Garage Door Service in Venice | Fast Local Technicians',
    description:
      'Need a garage door technician in Venice? Tell us what the door is doing and we schedule a same-day or next-day visit with an upfront price.',
    h1: 'Garage Door Service in Venice',
  },
  {
    slug: 'garage-door-bradenton',
    city: 'bradenton',
    template: 'long',
    title: 'Garage Door Repair Bradenton, FL | Same-Day Service',
    description:
      'Bradenton garage door repair from West Bradenton to Lakewood Ranch’s edge: doors that will not open, broken springs, dead openers and new doors.',
    h1: 'Garage Door Repair in Bradenton, FL',
  },
  {
    slug: 'garage-door-service-bradenton',
    city: 'bradenton',
    template: 'short',
    title: 'Garage Door Service in Bradenton | Schedule a Visit',
    description:
      'Schedule garage door service in Bradenton: tell us the issue, get a same-day window and an upfront price from a licensed, insured local technician.',
    h1: 'Garage Door Service in Bradenton',
  },
  {
    slug: 'garage-door-north-port',
    city: 'north-port',
    template: 'long',
    title: 'Garage Door Repair North Port, FL | Springs & Openers',
    description:
      'North Port garage door repair and installation: broken springs, off-track doors, opener malfunctions and hurricane-rated doors for newer and older homes.',
    h1: 'Garage Door Repair in North Port, FL',
  },
  {
    slug: 'garage-door-service-north-port',
    city: 'north-port',
    template: 'short',
    title: 'Garage Door Service in North Port | Local, Licensed Team',
    description:
      'Garage door service in North Port from a local team: same-day spring and opener repair, off-track doors reset, and free estimates on new doors.',
    h1: 'Garage Door Service in North Port',
  },
  {
    slug: 'garage-door-lakewood-ranch',
    city: 'lakewood-ranch',
    template: 'short',
    title: 'Garage Door Repair & Smart Openers in Lakewood Ranch, FL',
    description:
      'Lakewood Ranch garage door repair, smart opener installation and modern door upgrades that suit HOA guidelines, from a licensed and insured local team.',
    h1: 'Garage Door Service in Lakewood Ranch',
  },
  {
    slug: 'garage-door-service-lakewood-ranch',
    city: 'lakewood-ranch',
    template: 'short',
    canonical: 'garage-door-lakewood-ranch',
    title: 'Garage Door Service Lakewood Ranch | Smart Openers & Repair',
    description:
      'Garage door service in Lakewood Ranch: smart opener installs, spring replacement, off-track repair and modern door upgrades, with free estimates.',
    h1: 'Lakewood Ranch Garage Door Service',
  },
  {
    slug: 'garage-door-palmetto',
    city: 'palmetto',
    template: 'long',
    title: 'Garage Door Repair Palmetto, FL | Springs, Openers, Doors',
    description:
      'Palmetto garage door repair near the Manatee River and Terra Ceia: broken springs, opener issues, off-track doors and new wind-rated doors.',
    h1: 'Garage Door Repair in Palmetto, FL',
  },
  {
    slug: 'garage-door-service-palmetto',
    city: 'palmetto',
    template: 'short',
    title: 'Garage Door Service in Palmetto | Same-Day Visit Windows',
    description:
      'Garage door service in Palmetto with same-day visits: springs, openers and off-track doors fixed, and new doors quoted for free by a local team.',
    h1: 'Garage Door Service in Palmetto',
  },
  {
    slug: 'garage-door-punta-gorda',
    city: 'punta-gorda',
    template: 'long',
    title: 'Garage Door Repair Punta Gorda, FL | Storm-Ready Doors',
    description:
      'Punta Gorda garage door repair and replacement for Punta Gorda Isles, Burnt Store and Deep Creek: springs, openers and hurricane-rated doors.',
    h1: 'Garage Door Repair in Punta Gorda, FL',
  },
  {
    slug: 'garage-door-englewood',
    city: 'englewood',
    template: 'long',
    title: 'Garage Door Repair Englewood, FL | Salt-Air Specialists',
    description:
      'Englewood garage door repair for Manasota Key, Grove City and Rotonda West: rusted springs, opener troubleshooting, off-track doors and new doors.',
    h1: 'Garage Door Repair in Englewood, FL',
  },
  {
    slug: 'garage-door-service-englewood',
    city: 'englewood',
    template: 'short',
    title: 'Garage Door Service in Englewood | Book a Local Technician',
    description:
      'Book Englewood garage door service online: spring repair, opener troubleshooting and off-track doors, with an upfront price before any work begins.',
    h1: 'Garage Door Service in Englewood',
  },
  {
    slug: 'garage-door-service-nokomis',
    city: 'nokomis',
    template: 'featured',
    title: 'Garage Door Service Nokomis, FL | Repairs & Installation',
    description:
      'Garage door service in Nokomis and Casey Key: emergency repairs, new door installation and maintenance tune-ups from a family-owned local company.',
    h1: 'Garage Door Service in Nokomis, FL',
  },
  {
    slug: 'garage-door-nokomis',
    city: 'nokomis',
    template: 'short',
    title: 'Nokomis Garage Door Repair | Springs, Openers, New Doors',
    description:
      'Nokomis garage door repair: doors that will not open, spring replacement, openers that stopped working and new doors, scheduled around your day.',
    h1: 'Garage Door Repair in Nokomis',
  },
  {
    slug: 'garage-door-service-osprey',
    city: 'osprey',
    template: 'featured',
    title: 'Garage Door Service Osprey, FL | Smart Openers & Custom Doors',
    description:
      'Osprey garage door service: emergency repairs, smart opener solutions and custom door installations for homes from Rivo Lakes to the bayfront.',
    h1: 'Garage Door Service in Osprey, FL',
  },
  {
    slug: 'garage-door-osprey',
    city: 'osprey',
    template: 'short',
    title: 'Osprey Garage Door Repair | Off-Track Doors & Springs',
    description:
      'Osprey garage door repair for off-track doors, spring replacement, smart openers and new installations, with free estimates and same-day visits.',
    h1: 'Garage Door Repair in Osprey',
  },
  {
    slug: 'garage-door-siesta-key',
    city: 'siesta-key',
    template: 'featured',
    title: 'Garage Door Service Siesta Key, FL | Salt-Air Experts',
    description:
      'Siesta Key garage door repair and installation built for the beach: corrosion-resistant hardware, hurricane-rated doors and 24/7 emergency service.',
    h1: 'Garage Door Service on Siesta Key, FL',
  },
] as const satisfies readonly CityPageRecord[];

export type CityPageSlug = (typeof cityPages)[number]['slug'];

export function getCityPage(slug: string): CityPageRecord | undefined {
  return cityPages.find((page) => page.slug === slug);
}

const templateRank: Record<CityTemplate, number> = { featured: 0, long: 1, short: 2 };

/** A city's richest indexable page (docs/decisions/003-city-route-mapping.md): where links about that city should point. */
export function primaryCityPage(city: CitySlug): CityPageRecord {
  const candidates = cityPages
    .filter((page) => page.city === city && !('canonical' in page))
    .sort((a, b) => templateRank[a.template] - templateRank[b.template]);
  if (!candidates[0]) throw new Error(`No page for city ${city}`);
  return candidates[0];
}

/** Where a short-form page's 'Explore all services' link leads (docs/product.md#city-pages-which-route-shows-which-template). */
export const exploreServicesHref = '/garage-door-repair';
