import { byLocale } from './by-locale';
import { data, es } from '@/lib/content/generated/site';

/** The words of the header, menus, footer, bottom bar and not-found page (content/site.json). */
export const siteWordsIn = byLocale('site', data, es);
