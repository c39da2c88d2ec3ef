import { byLocale } from './by-locale';
import { data, es } from '@/lib/content/generated/home';

export type { HomeWords } from './schemas/home';

/** The home page's words (content/home.json): headings, texts, buttons, the welcome offer and the side panel. */
export const homeWordsIn = byLocale('home', data, es);
