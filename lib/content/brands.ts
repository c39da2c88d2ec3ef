import type { Locale } from '@/lib/i18n/locale';
import { siteWordsIn } from './site';
import { data, es } from '@/lib/content/generated/brands';
import { byLocale } from './by-locale';

/** The opener and door brands we service, each shown as our own wordmark (content/brands.json). */
export const brands = data.brands;

/** "LiftMaster, Chamberlain, Genie, Clopay and Amarr" for headings and alt text, in a page's language. */
export function brandList(locale: Locale = 'en'): string {
  const names = brands.map((brand) => brand.name);
  const and = siteWordsIn(locale).phrases.and;
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}` : (names[0] ?? '');
}

export const brandLogoSize = { width: 240, height: 80 } as const;

/** The brands with what we do with each, in a page's language. */
const brandsRecordIn = byLocale('brands', data, es);
export const brandsIn = (locale: Locale) => brandsRecordIn(locale).brands;
