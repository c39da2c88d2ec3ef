import { byLocale } from './by-locale';
import { data, es } from '@/lib/content/generated/service-area';
import type { ServiceAreaRecord } from './schemas/service-area';

/** The service-area record (content/service-area.json), as the content build checked it. */
export const serviceArea: ServiceAreaRecord = data;

/** The record in a page's language: the counties are the same, the region's name is translated. */
export const serviceAreaIn = byLocale('service-area', data, es);
