import { byLocale } from './by-locale';
import { data, es } from '@/lib/content/generated/about';

export type { AboutPoint } from './schemas/about';

/** The words of /about-us and /about (content/about.json); docs/decisions/022 says why there are two. */
export const aboutWordsIn = byLocale('about', data, es);
