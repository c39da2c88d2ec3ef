import type { Locale } from '@/lib/i18n/locale';
import type { CitySlug } from './cities';
import { fill } from './fill';
import { emergencyAreaCities } from './cities';
import { localePath } from '@/lib/i18n/pages';
import { data as emergencyData, es as emergencyEs } from '@/lib/content/generated/emergency-service';
import { data as inspectionData, es as inspectionEs } from '@/lib/content/generated/inspection';
import { data as serviceData, es as serviceEs, type Slug } from '@/lib/content/generated/services';
import type { ServiceFile } from './schemas/service';
import { siteWords } from './site';
import { emergencySlug } from './collections';

export type { ServiceBlock } from './schemas/service';

export type ServiceSlug = Slug | typeof emergencySlug;

/** One service page as menus, routes, the sitemap and JSON-LD read it. */
export interface ServiceRecord {
  slug: ServiceSlug;
  name: string;
  menuLabel: string;
  menuPosition: number;
  kind: 'service' | 'emergency';
  title: string;
  description: string;
  h1: string;
  summary: string;
  /** The page's address in its language: /cable-repair, /es/reparacion-de-cables. */
  path: string;
}

type StandardCopy = ServiceFile['copy'];

/** A standard service page's words; its form's question is a select field. */
export type ServiceCopy = Omit<StandardCopy, 'form'> & {
  form: Omit<StandardCopy['form'], 'select'> & { select: StandardCopy['form']['select'] & { type: 'select' } };
};

export type EmergencyCopy = Omit<typeof emergencyData.copy, 'serviceAreas'> & {
  serviceAreas: (typeof emergencyData.copy)['serviceAreas'] & { cities: readonly CitySlug[] };
};

type ServiceFields = Pick<ServiceRecord, 'name' | 'menuLabel' | 'menuPosition' | 'title' | 'description' | 'h1' | 'summary'>;

const serviceOf = (slug: ServiceSlug, kind: ServiceRecord['kind'], fields: ServiceFields, locale: Locale): ServiceRecord => {
  const { name, menuLabel, menuPosition, title, description, h1, summary } = fields;
  return { slug, kind, name, menuLabel, menuPosition, title, description, h1, summary, path: localePath(`/${slug}`, locale) };
};

/**
 * Every service page in a page's language, in Services-menu order. A service without a Spanish
 * file is listed in English on Spanish pages, linking to its English page.
 */
export function servicesIn(locale: Locale): readonly ServiceRecord[] {
  const standard = serviceData.map((english) => {
    const words = (locale === 'es' && serviceEs.find((spanish) => spanish.key === english.slug)) || english;
    return serviceOf(english.slug, 'service', { ...words, menuPosition: english.menuPosition }, locale);
  });
  const emergency = serviceOf(emergencySlug, 'emergency', (locale === 'es' && emergencyEs) || emergencyData, locale);
  return [...standard, emergency].sort((a, b) => a.menuPosition - b.menuPosition);
}

/** Every service page (content/services/ and content/emergency-service.json), in Services-menu order. */
export const services = servicesIn('en');

export function getService(slug: string, locale: Locale = 'en'): ServiceRecord | undefined {
  return servicesIn(locale).find((service) => service.slug === slug);
}

const withSelect = (copy: StandardCopy): ServiceCopy => ({
  ...copy,
  form: { ...copy.form, select: { ...copy.form.select, type: 'select' as const } },
});

/** A standard service page's words in a page's language. */
export function serviceCopyIn(slug: Slug, locale: Locale): ServiceCopy {
  const english = serviceData.find((service) => service.slug === slug);
  if (!english) throw new Error(`No service page ${slug}`);
  const spanish = locale === 'es' ? serviceEs.find((service) => service.key === slug) : undefined;
  return withSelect((spanish ?? english).copy);
}

/** The standard service pages' words, keyed by slug. */
export const serviceCopy = Object.fromEntries(serviceData.map(({ slug, copy }) => [slug, withSelect(copy)])) as Record<Slug, ServiceCopy>;

/** The emergency page's words in a page's language; its service areas are the cities marked as emergency areas. */
export function emergencyCopyIn(locale: Locale): EmergencyCopy {
  const words = ((locale === 'es' && emergencyEs) || emergencyData).copy;
  return { ...words, serviceAreas: { ...words.serviceAreas, cities: emergencyAreaCities } };
}

export const emergencyCopy: EmergencyCopy = emergencyCopyIn('en');

/** The points of the maintenance inspection (content/inspection.json); texts count them. */
export const inspectionPoints: readonly string[] = inspectionData.points;
export const inspectionPointsIn = (locale: Locale): readonly string[] => ((locale === 'es' && inspectionEs) || inspectionData).points;
/** "26-point inspection", as the texts' {inspection} says it. */
export const inspectionLabel = fill(siteWords('en').phrases.inspection, { count: inspectionPoints.length });

/**
 * How often to service a door: the maintenance page's schedule table (content/services/maintenance.json),
 * which the home page shows too, so the two never disagree. The content build requires it.
 */
export function maintenanceSchedule(locale: Locale) {
  const record = locale === 'en' ? serviceData.find((s) => s.slug === 'maintenance') : serviceEs.find((s) => s.key === 'maintenance');
  const block = record?.copy.blocks.find((b) => b.kind === 'schedule');
  if (block?.kind !== 'schedule') throw new Error(`The maintenance page has no schedule table in ${locale}`);
  return block.rows;
}
