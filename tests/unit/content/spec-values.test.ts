/**
 * The values the product spec fixes exactly (docs/product.md), in one place: the shipped records must still hold them. Every other test reads the records and
 * checks a rule (menus in menuPosition order, each city's select as its file defines it), so
 * changing one of these values is a product decision that fails here, and only here.
 *
 * A city added later keeps these green: lists of cities are checked for the spec's cities, in
 * the spec's order, not for "exactly these and no other".
 */
import { readdirSync, readFileSync } from 'node:fs';
import { emergencyForm, homePromotionForm, reviewForm } from '@/lib/forms/definitions';
import type { FormDefinition } from '@/lib/forms/types';
import { locationLinks, mobileMenuLimit, primaryLinks, serviceLinks } from '@/lib/site/navigation';
import { brandList, brands } from '@/lib/content/brands';
import { business } from '@/lib/content/business';
import { cityPages, detectionCityNames, getCity, type CitySlug } from '@/lib/content/cities';
import { counties, getCounty, type CountySlug } from '@/lib/content/counties';
import { citiesOfCounty } from '@/lib/pages/places';
import { faqEntries } from '@/lib/content/faq';
import { carouselProjects, galleryProjects } from '@/lib/content/projects';
import { homeTestimonials } from '@/lib/content/reviews';
import { emergencyCopy, inspectionLabel, inspectionPoints, maintenanceSchedule, serviceCopy } from '@/lib/content/services';
import { allRoutes } from '@/lib/site/routes';
import { formsWordsIn } from '@/lib/content/forms';

const messages = formsWordsIn('en').messages;

/** Keeps the entries of `list` that `wanted` names, in `list`'s order. */
const only = <T>(list: readonly T[], wanted: readonly T[]) => list.filter((item) => wanted.includes(item));
const optionValues = (form: FormDefinition, name: string) => form.fields.find((f) => f.name === name)?.options?.map((o) => o.value);

const spec = {
  headerLinks: [
    { href: '/', label: 'Home' },
    { href: '/reviews', label: 'Reviews' },
    { href: '/gallery', label: 'Gallery' },
    { href: '/about-us', label: 'Contact' },
  ],
  servicesMenu: [
    '/garage-door-repair',
    '/garage-door-installation',
    '/spring-replacement',
    '/motor-opener-repair',
    '/remote-keypad',
    '/cable-repair',
    '/track-roller-repair',
    '/maintenance',
    '/emergency-service',
  ],
  locationsMenu: [
    '/garage-door-sarasota',
    '/garage-door-venice',
    '/garage-door-bradenton',
    '/garage-door-north-port',
    '/garage-door-siesta-key',
    '/garage-door-lakewood-ranch',
    '/garage-door-service-osprey',
    '/garage-door-englewood',
    '/garage-door-punta-gorda',
    '/garage-door-palmetto',
    '/garage-door-service-nokomis',
  ],
  /** Both routes of these nine cities, and one of Punta Gorda and Siesta Key. */
  routes: ['sarasota', 'venice', 'bradenton', 'north-port', 'palmetto', 'englewood', 'lakewood-ranch', 'nokomis', 'osprey'].flatMap((c) => [
    `/garage-door-${c}`,
    `/garage-door-service-${c}`,
  ]),
  staticRoutes: [
    '/',
    '/about-us',
    '/about',
    '/faq',
    '/reviews',
    '/gallery',
    '/blog',
    '/privacy-policy',
    '/thank-you',
    '/garage-door-punta-gorda',
    '/garage-door-siesta-key',
  ],
  citySelects: {
    sarasota: { name: 'service', values: ['spring-repair', 'door-stuck-off-track', 'opener-issue', 'full-replacement', 'not-sure'] },
    venice: { name: 'service', values: ['spring-repair', 'door-off-track', 'new-door-installation', 'opener-issue', 'not-sure'] },
    bradenton: { name: 'issue', values: ['door-wont-open', 'spring-broken', 'opener-not-responding', 'need-new-door', 'not-sure'] },
    'north-port': { name: 'service', values: ['broken-spring', 'door-off-track', 'need-new-door', 'opener-malfunction', 'not-sure'] },
    'lakewood-ranch': {
      name: 'service',
      values: ['smart-opener-installation', 'spring-replacement', 'modern-door-upgrade', 'off-track-repair', 'not-sure'],
    },
    palmetto: { name: 'service', values: ['broken-spring', 'opener-issue', 'door-off-track', 'need-new-door', 'not-sure'] },
    englewood: {
      name: 'service',
      values: ['spring-repair', 'opener-troubleshooting', 'off-track-door', 'new-door-installation', 'not-sure'],
    },
    nokomis: { name: 'service', values: ['door-not-opening', 'spring-replacement', 'new-door-needed', 'opener-not-working', 'not-sure'] },
    osprey: { name: 'service', values: ['door-off-track', 'spring-replacement', 'smart-opener', 'new-door-installation', 'not-sure'] },
    // Not in the original sketch: the values the site defines for these two cities.
    'punta-gorda': { name: 'service', values: ['broken-spring', 'hurricane-door-upgrade', 'opener-issue', 'door-off-track', 'not-sure'] },
    'siesta-key': {
      name: 'service',
      values: ['corroded-hardware', 'spring-replacement', 'hurricane-door-installation', 'opener-issue', 'not-sure'],
    },
  } satisfies Partial<Record<CitySlug, { name: string; values: string[] }>>,
  featuredCards: {
    nokomis: { cards: ['Emergency Repairs', 'Installation Services', 'Maintenance and Tune-ups'], formTitle: 'Request Service in Nokomis' },
    osprey: {
      cards: ['Emergency Repairs', 'Smart Solutions', 'Custom Installations'],
      formTitle: 'Schedule Garage Door Service in Osprey',
    },
  } satisfies Partial<Record<CitySlug, { cards: string[]; formTitle: string }>>,
  serviceSelects: {
    'garage-door-repair': {
      name: 'issue',
      values: ['broken-spring', 'door-off-track', 'opener-problem', 'noisy-door', 'damaged-panel', 'other'],
    },
    'garage-door-installation': {
      name: 'doorType',
      values: ['impact-rated-steel', 'insulated', 'carriage-house', 'full-view-glass', 'not-sure'],
    },
    'spring-replacement': {
      name: 'problemType',
      values: ['spring-snapped', 'door-heavy', 'spring-rusted', 'high-cycle-upgrade', 'not-sure'],
    },
    'motor-opener-repair': {
      name: 'issueDescription',
      values: ['hums-no-movement', 'reverses', 'remote-not-working', 'noisy', 'new-opener', 'other'],
    },
    'remote-keypad': { name: 'serviceNeeded', values: ['program-remote', 'keypad', 'car-button', 'smartphone-control', 'reset-codes'] },
    'cable-repair': { name: 'problemType', values: ['cable-snapped', 'cable-frayed', 'cable-off-drum', 'door-crooked', 'not-sure'] },
    'track-roller-repair': { name: 'issueDescription', values: ['off-track', 'grinding-noise', 'shaking', 'bent-track', 'roller-upgrade'] },
    maintenance: { name: 'visitType', values: ['annual-tune-up', 'pre-hurricane-check', 'rental-six-month', 'multi-door'] },
  } satisfies Record<keyof typeof serviceCopy, { name: string; values: string[] }>,
  emergencyType: ['stuck-open', 'stuck-closed', 'off-track', 'broken-spring', 'opener-dead', 'security-issue', 'other'],
  promotionService: [
    'Hurricane-rated door installation',
    'Broken spring replacement',
    'Off-track door repair',
    'Motor/opener installation',
    'Keypad & remote setup',
    'Cable, roller, hinge repair',
    'Full door replacement',
    'Emergency repair',
    'Other',
  ],
  preferredTime: ['Morning (8AM-12PM)', 'Afternoon (12PM-5PM)', 'Evening (5PM-8PM)', 'Weekend', 'ASAP - Emergency'],
  rating: ['5', '4', '3', '2', '1'],
  emergencyAreas: ['sarasota', 'venice', 'bradenton', 'north-port', 'siesta-key', 'lakewood-ranch', 'osprey', 'englewood', 'punta-gorda'],
  emergencyCards: ['Emergency Response', 'Immediate Answer', 'Fast Arrival'],
  emergencySituations: 9,
  detection: [
    'Sarasota',
    'Venice',
    'Bradenton',
    'North Port',
    'Palmetto',
    'Punta Gorda',
    'Englewood',
    'Nokomis',
    'Lakewood Ranch',
    'Osprey',
  ],
  detectionWithoutPages: ['Tampa', 'Naples', 'Fort Myers', 'Clearwater', 'St. Petersburg'],
  maintenanceSchedule: ['Once a year', 'Every 6 months', 'Before hurricane season'],
  inspectionPoints: 26,
  faqEntries: 9,
  faqRepairCost: 'from $89 to over $500',
  home: { testimonials: 3, carouselProjects: 3, galleryProjects: 6, brands: ['LiftMaster', 'Chamberlain', 'Genie', 'Clopay', 'Amarr'] },
};

describe('menus and routes', () => {
  it('the header links Home, Reviews, Gallery and Contact', () => {
    expect(Object.values(primaryLinks)).toEqual(spec.headerLinks);
  });

  it('the Services menu lists the nine services in the spec’s order', () => {
    expect(serviceLinks.map((l) => l.href)).toEqual(spec.servicesMenu);
  });

  // Menus link the counties, not every city (docs/decisions/073-place-pages.md); each of the spec's eleven city pages is one
  // click further, on its county's page.
  it('the Locations menu lists the counties; each of the spec’s eleven cities is on its county’s page', () => {
    expect(locationLinks.slice(0, counties.length).map((l) => l.href)).toEqual(counties.map((county) => `/${county.route.slug}`));
    for (const href of spec.locationsMenu) {
      const page = cityPages.find((candidate) => `/${candidate.slug}` === href)!;
      expect(page).toBeDefined();
      const county = getCity(page.city).county as CountySlug;
      expect(locationLinks.map((l) => l.href)).toContain(`/${getCounty(county).route.slug}`);
      expect(citiesOfCounty(county).map((city) => city.slug)).toContain(page.city);
    }
    expect(mobileMenuLimit).toBeLessThanOrEqual(serviceLinks.length);
  });

  it('every route of the spec’s route table is generated', () => {
    const paths = allRoutes().map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining([...spec.staticRoutes, ...spec.servicesMenu, ...spec.routes]));
  });
});

describe('select options', () => {
  it.each(Object.entries(spec.citySelects))('city %s', (slug, { name, values }) => {
    const select = getCity(slug as CitySlug).form.select;
    expect(select.name).toBe(name);
    expect(select.options.map((o) => o.value)).toEqual(values);
  });

  it.each(Object.entries(spec.serviceSelects))('service %s', (slug, { name, values }) => {
    const select = serviceCopy[slug as keyof typeof serviceCopy].form.select;
    expect(select.name).toBe(name);
    expect(select.options.map((o) => o.value)).toEqual(values);
  });

  it('home promotion, emergency and review forms', () => {
    expect(optionValues(homePromotionForm('en'), 'service')).toEqual(spec.promotionService);
    expect(optionValues(homePromotionForm('en'), 'time')).toEqual(spec.preferredTime);
    expect(homePromotionForm('en').fields.find((f) => f.name === 'service')?.emptyOption).toBe('Select a service');
    expect(homePromotionForm('en').fields.find((f) => f.name === 'time')?.emptyOption).toBe('Select preferred time');
    expect(optionValues(emergencyForm('en'), 'emergencyType')).toEqual(spec.emergencyType);
    expect(optionValues(reviewForm('en'), 'rating')).toEqual(spec.rating);
  });
});

describe('page records', () => {
  it('featured city pages carry the spec’s three service cards and form titles', () => {
    for (const [slug, { cards, formTitle }] of Object.entries(spec.featuredCards)) {
      const copy = getCity(slug as CitySlug).pages.featured?.copy;
      expect(copy?.cards.map((c) => c.title)).toEqual(cards);
      expect(copy?.formTitle).toBe(formTitle);
    }
  });

  // The emergency page's areas are the county pages, each of which lists its towns (docs/decisions/073-place-pages.md).
  it('the emergency page: the spec’s nine areas each on its county’s page, nine situations and the three cards', () => {
    for (const slug of spec.emergencyAreas as CitySlug[])
      expect(citiesOfCounty(getCity(slug).county as CountySlug).map((city) => city.slug)).toContain(slug);
    expect(emergencyCopy.situations.items).toHaveLength(spec.emergencySituations);
    expect(emergencyCopy.availability.cards.map((c) => c.title)).toEqual(spec.emergencyCards);
  });

  it('city detection knows the spec’s fifteen cities: the ten with a select, and the area’s five big cities, each now a town page of its own', () => {
    expect(detectionCityNames).toEqual(expect.arrayContaining(spec.detection));
    const specCityNames = Object.keys(spec.citySelects).map((slug) => getCity(slug as CitySlug).name);
    expect(only(detectionCityNames, specCityNames).sort()).toEqual([...spec.detection].sort());
    // The fixture copy holds only some towns: the owner's own town files must keep the five detectable.
    const ownerTowns = readdirSync('content/cities')
      .filter((file) => /^[a-z-]+\.json$/.test(file))
      .map((file) => JSON.parse(readFileSync(`content/cities/${file}`, 'utf8')) as { name: string; detectable: boolean });
    const detectableTowns = ownerTowns.filter((town) => town.detectable).map((town) => town.name);
    expect(detectableTowns).toEqual(expect.arrayContaining(spec.detectionWithoutPages));
  });

  it('the maintenance schedule (home and maintenance page) and the 26-point inspection', () => {
    expect(maintenanceSchedule('en').map((row) => row.when)).toEqual(spec.maintenanceSchedule);
    const schedule = serviceCopy.maintenance.blocks.find((b) => b.kind === 'schedule');
    expect(schedule?.kind === 'schedule' && schedule.rows.map((r) => r.when)).toEqual(spec.maintenanceSchedule);
    expect(inspectionPoints).toHaveLength(spec.inspectionPoints);
    expect(inspectionLabel).toBe(`${spec.inspectionPoints}-point inspection`);
  });

  it('the FAQ has nine entries', () => {
    expect(faqEntries).toHaveLength(spec.faqEntries);
  });

  it('the FAQ states what repairs cost, from the price guide: from $89 to over $500', () => {
    const cost = faqEntries.find((entry) => /how much/i.test(entry.question));
    expect(cost?.answer).toContain(`cost ${spec.faqRepairCost}`);
  });

  it('the home page: 3 testimonials, 3 carousel projects, 6 gallery projects, 5 brands', () => {
    expect(homeTestimonials).toHaveLength(spec.home.testimonials);
    expect(carouselProjects).toHaveLength(spec.home.carouselProjects);
    expect(galleryProjects).toHaveLength(spec.home.galleryProjects);
    expect(brands.map((b) => b.name)).toEqual(spec.home.brands);
    expect(brandList()).toBe('LiftMaster, Chamberlain, Genie, Clopay and Amarr');
  });
});

describe('message catalogue', () => {
  it('has the spec’s exact texts', () => {
    expect(messages.homeLead.success).toEqual({
      title: 'Request Submitted!',
      description: "We'll contact you within 30 minutes during business hours.",
    });
    expect(messages.homeLead.failure).toEqual({
      title: 'Submission Failed',
      description: `Please try again or call us directly at ${business.phone.display}`,
    });
    expect(messages.promotion.success).toEqual({
      title: 'Success!',
      description: "Your request has been submitted. We'll contact you soon!",
    });
    expect(messages.promotion.failure.title).toBe('Error');
    expect(messages.promotion.failure.description).toMatch(
      /^There was a problem submitting your request\. Please try calling us directly\./,
    );
    expect(messages.cityFeatured.success).toEqual({
      title: 'Request Submitted!',
      description: "We'll contact you within 1 hour to schedule your service.",
    });
    expect(messages.aboutUs.success).toEqual({ title: 'Message Sent!', description: "We'll contact you within minutes." });
  });
});
