import { oneOffSpanishRecords } from './one-off-pages';

/**
 * Which Spanish files' "Reviewed by a Spanish speaker" box puts a Spanish page in search
 * (docs/decisions/110-two-languages.md): the page's own file, and the three files whose words
 * every Spanish page shows (the menus and footer, the business details, the page titles).
 * The page registry (lib/pages/registry.ts) applies it; launch:check, the editor's hint and OWNER.md say it.
 */
export const sharedSpanishRecords = ['site', 'business', 'pages'] as const;

export type SharedSpanishRecord = (typeof sharedSpanishRecords)[number];

/**
 * The records whose Spanish file holds a page's own words: a one-off page's
 * (lib/content/one-off-pages.ts: its own record, or 'pages' for the words of the one-off pages
 * without one), a service, a town, a county. Every other Spanish file (forms, the inspection
 * list, the team...) is read on several pages and its box records the reading; it does not
 * change what search engines see.
 */
export const pageSpanishRecords: readonly string[] = [...oneOffSpanishRecords, 'services', 'emergency-service', 'cities', 'counties'];
