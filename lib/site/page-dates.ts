import type { Article } from '@/lib/content/articles';
import type { CitySlug } from '@/lib/content/cities';
import { lastCommitDate } from './content-dates';
import { emergencySlug } from '@/lib/content/collections';

// Each page's date is that of the content it shows, never the build's: the sitemap's lastmod
// reads it from the page, so a deploy only claims the pages whose content changed. Records are
// named by stem (`content/faq*`) so they keep their date when they become data files.
const records = (stems: readonly string[]) => stems.map((stem) => `content/${stem}*`);

/** A page with its own route folder under app/(en)/ (`''` for the home page) and the records it reads. */
export function staticPageDate(route: string, stems: readonly string[] = []): string | undefined {
  return lastCommitDate([route ? `app/(en)/${route}` : 'app/(en)/page.tsx', ...records(['pages', ...stems])]);
}

export function servicePageDate(): string | undefined {
  return lastCommitDate(records(['services', emergencySlug, 'inspection', 'pages']));
}

export function cityPageDate(city: CitySlug): string | undefined {
  return lastCommitDate(records([`cities/${city}`, 'pages']));
}

/** An article carries its own date. */
export function articleDate(post: Pick<Article, 'date'>): string {
  return post.date;
}
