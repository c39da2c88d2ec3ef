import type { Locale } from '@/lib/i18n/locale';
import { byLocale } from './by-locale';
import { data, es } from '@/lib/content/generated/service-area';
import type { ServiceAreaRecord } from './schemas/service-area';
import * as words from './service-area-words';
import { siteWords } from './site';

/** The service-area record (content/service-area.json), as the content build checked it. */
export const serviceArea: ServiceAreaRecord = data;

/** The record in a page's language: the counties are the same, the region's name is translated. */
export const serviceAreaIn = byLocale('service-area', data, es);

const phrases = (locale: Locale) => siteWords(locale).phrases;

export const countyCountWord = (area: ServiceAreaRecord = serviceArea, locale: Locale = 'en') =>
  words.countyCountWord(area, phrases(locale));
export const countyList = (area: ServiceAreaRecord = serviceArea, locale: Locale = 'en') => words.countyList(area, phrases(locale));
export const countySpan = (area: ServiceAreaRecord = serviceArea, locale: Locale = 'en') => words.countySpan(area, phrases(locale));
