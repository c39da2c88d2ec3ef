import type { Locale } from '@/lib/i18n/locale';
import type { ServiceAreaRecord } from './schemas/service-area';
import { serviceArea } from './service-area';
import * as words from './service-area-words';
import { siteWords } from './site';

/** The counties in words ("the nine counties from Hernando to Collier"), in a page's language. */
const phrases = (locale: Locale) => siteWords(locale).phrases;

export const countyCountWord = (area: ServiceAreaRecord = serviceArea, locale: Locale = 'en') =>
  words.countyCountWord(area, phrases(locale));
export const countyList = (area: ServiceAreaRecord = serviceArea, locale: Locale = 'en') => words.countyList(area, phrases(locale));
export const countySpan = (area: ServiceAreaRecord = serviceArea, locale: Locale = 'en') => words.countySpan(area, phrases(locale));
