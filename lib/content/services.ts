import type { Locale } from '@/lib/i18n/locale';
import type { CitySlug } from './cities';
import { fill } from './fill';
import { emergencyAreaCities } from './cities';
import { data as emergencyData } from '@/lib/content/generated/emergency-service';
import { data as inspectionData } from '@/lib/content/generated/inspection';
import { data as serviceData, es as serviceEs, type Slug } from '@/lib/content/generated/services';
import type { ServiceFile } from './schemas/service';
import { siteWords } from './site';

export type { ServiceBlock } from './schemas/service';

export type ServiceSlug = Slug | 'emergency-service';

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
}

type StandardCopy = ServiceFile['copy'];

/** A standard service page's words; its form's question is a select field. */
export type ServiceCopy = Omit<StandardCopy, 'form'> & {
  form: Omit<StandardCopy['form'], 'select'> & { select: StandardCopy['form']['select'] & { type: 'select' } };
};

export type EmergencyCopy = Omit<typeof emergencyData.copy, 'serviceAreas'> & {
  serviceAreas: (typeof emergencyData.copy)['serviceAreas'] & { cities: readonly CitySlug[] };
};

const { copy: emergencyWords, ...emergencyRecord } = emergencyData;

/** Every service page (content/services/ and content/emergency-service.json), in Services-menu order. */
export const services: readonly ServiceRecord[] = [
  ...serviceData.map(({ slug, name, menuLabel, menuPosition, title, description, h1, summary }) => ({
    slug,
    name,
    menuLabel,
    menuPosition,
    title,
    description,
    h1,
    summary,
    kind: 'service' as const,
  })),
  { ...emergencyRecord, slug: 'emergency-service' as const, kind: 'emergency' as const },
].sort((a, b) => a.menuPosition - b.menuPosition);

export function getService(slug: string): ServiceRecord | undefined {
  return services.find((service) => service.slug === slug);
}

/** The standard service pages' words, keyed by slug. */
export const serviceCopy = Object.fromEntries(
  serviceData.map(({ slug, copy }) => [
    slug,
    { ...copy, form: { ...copy.form, select: { ...copy.form.select, type: 'select' as const } } },
  ]),
) as Record<Slug, ServiceCopy>;

/** The emergency page's words; its service areas are the cities marked as emergency areas. */
export const emergencyCopy: EmergencyCopy = {
  ...emergencyWords,
  serviceAreas: { ...emergencyWords.serviceAreas, cities: emergencyAreaCities },
};

/** The points of the maintenance inspection (content/inspection.json); texts count them. */
export const inspectionPoints: readonly string[] = inspectionData.points;
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
