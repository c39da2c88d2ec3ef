import { byLocale } from './by-locale';
import { data, es } from '@/lib/content/generated/about';

export type { AboutPoint } from './schemas/about';

/** The words of /about-us and /about (content/about.json); docs/decisions/022 says why there are two. */
export const aboutWords = byLocale('about', data, es);
