import type { Article } from '@/lib/content/articles';
import type { CitySlug } from '@/lib/content/cities';
import type { CountySlug } from '@/lib/content/counties';
import { lastCommitDate } from './content-dates';
import { emergencySlug } from '@/lib/content/collections';

// Each page's date is that of the content it shows, never the build's: the sitemap's lastmod
// reads it from the page, so a deploy only claims the pages whose content changed. Records are
// named by stem (`content/faq*`) so they keep their date when they become data files.
const records = (stems: readonly string[]) => stems.map((stem) => `content/${stem}*`);

/** A one-off page: its view (components/pages/<view>-page.tsx, `home` for the home page) and the records it reads. */
export function staticPageDate(view: string, stems: readonly string[] = []): string | undefined {
  return lastCommitDate([`components/pages/${view}-page.tsx`, ...records(['pages', ...stems])]);
}

/** The privacy page: its view, its title and lead, and the policy itself, code in both languages (lib/legal/policy.ts and what it reads there). */
export function privacyPageDate(): string | undefined {
  return lastCommitDate(['components/pages/privacy-page.tsx', ...records(['pages']), 'lib/legal/']);
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
