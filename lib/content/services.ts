import { type Locale, spanishAddress } from '@/lib/i18n/locale';
import { fill } from './fill';
import { data as emergencyData, es as emergencyEs } from '@/lib/content/generated/emergency-service';
import { data as inspectionData, es as inspectionEs } from '@/lib/content/generated/inspection';
import { data as serviceData, es as serviceEs, type Slug } from '@/lib/content/generated/services';
import type { ServiceFile } from './schemas/service';
import { siteWordsIn } from './site';
import { byLocale } from './by-locale';
import { emergencySlug } from './collections';

export type { ServiceBlock } from './schemas/service';

export type ServiceSlug = Slug | typeof emergencySlug;

const emergencyIn = byLocale(emergencySlug, emergencyData, emergencyEs);
const inspectionIn = byLocale('inspection', inspectionData, inspectionEs);

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

export type EmergencyCopy = typeof emergencyData.copy;

type ServiceFields = Pick<ServiceRecord, 'name' | 'menuLabel' | 'menuPosition' | 'title' | 'description' | 'h1' | 'summary'>;

/** A service page as a language shows it: its Spanish words at its /es/ address, or the English page. */
const serviceOf = (
  slug: ServiceSlug,
  kind: ServiceRecord['kind'],
  english: ServiceFields,
  spanish: (ServiceFields & { slug?: string }) | null | undefined,
) => {
  const { name, menuLabel, title, description, h1, summary } = spanish ?? english;
  const path = spanish?.slug ? spanishAddress(spanish.slug) : `/${slug}`;
  return { slug, kind, name, menuLabel, menuPosition: english.menuPosition, title, description, h1, summary, path };
};

/**
 * Every service page in a page's language, in Services-menu order. A service without a Spanish
 * file is listed in English on Spanish pages, linking to its English page (the menus mark such a
 * link as English; launch:check lists the missing Spanish files).
 */
export function servicesIn(locale: Locale): readonly ServiceRecord[] {
  const spanishOf = (slug: string) => (locale === 'es' ? serviceEs.find((spanish) => spanish.key === slug) : undefined);
  const standard = serviceData.map((english) => serviceOf(english.slug, 'service', english, spanishOf(english.slug)));
  const emergency = serviceOf(emergencySlug, 'emergency', emergencyData, locale === 'es' ? emergencyEs : undefined);
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
  if (locale === 'en') return withSelect(english.copy);
  const spanish = serviceEs.find((service) => service.key === slug);
  if (!spanish) throw new Error(`A Spanish page asked for content/services/${slug}.es.json, which does not exist`);
  return withSelect(spanish.copy);
}

/** The standard service pages' words, keyed by slug. */
export const serviceCopy = Object.fromEntries(serviceData.map(({ slug, copy }) => [slug, withSelect(copy)])) as Record<Slug, ServiceCopy>;

/** The emergency page's words in a page's language. */
export const emergencyCopyIn = (locale: Locale): EmergencyCopy => emergencyIn(locale).copy;

export const emergencyCopy: EmergencyCopy = emergencyCopyIn('en');

/** The points of the maintenance inspection (content/inspection.json); texts count them. */
export const inspectionPoints: readonly string[] = inspectionData.points;
export const inspectionPointsIn = (locale: Locale): readonly string[] => inspectionIn(locale).points;
/** "26-point inspection", as the texts' {inspection} says it. */
export const inspectionLabel = fill(siteWordsIn('en').phrases.inspection, { count: inspectionPoints.length });

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
