import type { Article } from '@/lib/content/articles';
import type { CitySlug } from '@/lib/content/cities';
import type { CountySlug } from '@/lib/content/counties';
import { type OneOffPage, oneOffPages, oneOffView } from '@/lib/content/one-off-pages';
import type { PageKey } from '@/lib/content/pages';
import { lastCommitDate } from './content-dates';
import { emergencySlug } from '@/lib/content/collections';

// Each page's date is that of the content it shows, never the build's: the sitemap's lastmod
// reads it from the page, so a deploy only claims the pages whose content changed. Records are
// named by stem (`content/faq*`) so they keep their date when they become data files.
const records = (stems: readonly string[]) => stems.map((stem) => `content/${stem}*`);

/** A one-off page: its view, the page titles, its own record and what else its declaration says it shows (lib/content/one-off-pages.ts). */
export function staticPageDate(key: PageKey): string | undefined {
  const { record, dated = [] }: OneOffPage = oneOffPages[key];
  return lastCommitDate([oneOffView(key), ...records(['pages', ...(record ? [record] : [])]), ...dated]);
}

export function servicePageDate(): string | undefined {
  return lastCommitDate(records(['services', emergencySlug, 'inspection', 'pages']));
}

export function cityPageDate(city: CitySlug): string | undefined {
  return lastCommitDate(records([`cities/${city}`, 'pages']));
}

/** A county's page lists its towns and their ZIP codes. */
export function countyPageDate(county: CountySlug): string | undefined {
  return lastCommitDate(records([`counties/${county}`, 'cities/', 'service-area', 'pages']));
}

/** An article carries its own date. */
export function articleDate(post: Pick<Article, 'date'>): string {
  return post.date;
}
