import { es as aboutEs } from '@/lib/content/generated/about';
import { es as businessEs } from '@/lib/content/generated/business';
import { data as citiesData, es as citiesEs } from '@/lib/content/generated/cities';
import { es as emergencyEs } from '@/lib/content/generated/emergency-service';
import { es as faqEs } from '@/lib/content/generated/faq';
import { es as homeEs } from '@/lib/content/generated/home';
import { es as pagesEs } from '@/lib/content/generated/pages';
import { es as pricingEs } from '@/lib/content/generated/pricing';
import { es as servicesEs } from '@/lib/content/generated/services';
import { es as siteEs } from '@/lib/content/generated/site';
import { es as thankYouEs } from '@/lib/content/generated/thank-you';
import { es as troubleshootingEs } from '@/lib/content/generated/troubleshooting';
import type { CitySlug } from '@/lib/content/cities';
import type { PageKey } from '@/lib/content/pages';
import type { ServiceSlug } from '@/lib/content/services';
import type { Locale } from './locale';
import { type SharedSpanishRecord, sharedSpanishRecords } from './spanish-review';
import { emergencySlug } from '@/lib/content/collections';

/**
 * The Spanish pages, from the Spanish files that exist (docs/decisions/110-two-languages.md):
 * each with its address under /es/, the English page it pairs with, and whether every Spanish
 * word on it has been read by a Spanish speaker (its own record and the ones every page shows).
 */
export type SpanishPage =
  | { kind: 'home'; slug: null; path: '/es'; english: '/'; reviewed: boolean }
  | { kind: 'static'; key: PageKey; slug: string; path: string; english: string; reviewed: boolean }
  | { kind: 'service'; key: ServiceSlug; slug: string; path: string; english: string; reviewed: boolean }
  | { kind: 'city'; key: CitySlug; slug: string; path: string; english: string; reviewed: boolean }
  | { kind: 'notFound'; slug: '404'; path: '/es/404'; english: '/404'; reviewed: false };

export const spanishHome = '/es';

/** A Spanish page's address: its Spanish file's slug under /es/. */
export const spanishAddress = (slug: string) => `${spanishHome}/${slug}`;

export { sharedSpanishRecords } from './spanish-review';

/** What every Spanish page shows besides its own words: the chrome, the business, the page titles. */
const shared: Record<SharedSpanishRecord, { reviewed: boolean } | null> = { site: siteEs, business: businessEs, pages: pagesEs };
const sharedReviewed = sharedSpanishRecords.every((name) => Boolean(shared[name]?.reviewed));

/** The one-off pages whose words have a record of their own. */
const ownRecord: Partial<Record<PageKey, { reviewed: boolean } | null>> = {
  aboutUs: aboutEs,
  about: aboutEs,
  troubleshooting: troubleshootingEs,
  faq: faqEs,
  pricing: pricingEs,
  thankYou: thankYouEs,
};

function staticPages(): SpanishPage[] {
  if (!pagesEs) return [];
  const english = pagesEs.pages;
  const pages: SpanishPage[] = [];
  for (const [key, page] of Object.entries(english) as [PageKey, (typeof english)[PageKey]][]) {
    const slug = 'slug' in page ? page.slug : undefined;
    if (!slug) continue;
    const own = key in ownRecord ? ownRecord[key] : pagesEs;
    if (key in ownRecord && !own) continue;
    pages.push({
      kind: 'static',
      key,
      slug,
      path: spanishAddress(slug),
      english: page.path,
      reviewed: sharedReviewed && Boolean(own?.reviewed),
    });
  }
  return pages;
}

/** A city's indexable English address: the first route of its richest layout (lib/content/city-registry.ts). */
function richestRoute(slug: CitySlug): string | undefined {
  const pages = citiesData.find((city) => city.slug === slug)?.pages;
  return (pages?.featured ?? pages?.long ?? pages?.short)?.routes[0]?.slug;
}

function buildSpanishPages(): SpanishPage[] {
  if (!siteEs || !businessEs || !pagesEs || !homeEs) return [];
  const services: SpanishPage[] = servicesEs.map((service) => ({
    kind: 'service',
    key: service.key,
    slug: service.slug,
    path: spanishAddress(service.slug),
    english: `/${service.key}`,
    reviewed: sharedReviewed && service.reviewed,
  }));
  const emergency: SpanishPage[] = emergencyEs?.slug
    ? [
        {
          kind: 'service',
          key: emergencySlug,
          slug: emergencyEs.slug,
          path: spanishAddress(emergencyEs.slug),
          english: `/${emergencySlug}`,
          reviewed: sharedReviewed && emergencyEs.reviewed,
        },
      ]
    : [];
  const cities: SpanishPage[] = citiesEs.flatMap((city) => {
    const variant = city.pages.featured ?? city.pages.long ?? city.pages.short;
    const slug = variant?.routes[0]?.slug;
    if (!slug) return [];
    return [
      {
        kind: 'city',
        key: city.key,
        slug,
        path: spanishAddress(slug),
        english: `/${richestRoute(city.key)}`,
        reviewed: sharedReviewed && city.reviewed,
      },
    ];
  });
  return [
    { kind: 'home', slug: null, path: spanishHome, english: '/', reviewed: sharedReviewed && homeEs.reviewed },
    ...staticPages(),
    ...services,
    ...emergency,
    ...cities,
    { kind: 'notFound', slug: '404', path: '/es/404', english: '/404', reviewed: false },
  ];
}

export const spanishPages: readonly SpanishPage[] = buildSpanishPages();

const byEnglish = new Map(spanishPages.map((page) => [page.english, page]));
const bySpanish = new Map(spanishPages.map((page) => [page.path, page]));

/** The Spanish page of an English address, if it has one. */
export const spanishOf = (englishPath: string): SpanishPage | undefined => byEnglish.get(englishPath);

/** The Spanish page at a Spanish address. */
export const spanishPageAt = (path: string): SpanishPage | undefined => bySpanish.get(path);

/** Where a link to an English page leads in `locale`: its Spanish page where it has one. */
export function localePath(englishPath: string, locale: Locale): string {
  if (locale === 'en') return englishPath;
  const [path, hash] = englishPath.split('#');
  const spanish = byEnglish.get(path || '/');
  return spanish ? `${spanish.path}${hash ? `#${hash}` : ''}` : englishPath;
}

/** Where a page's language link leads: the same page in the other language, or that language's home page. */
export interface LanguageLink {
  href: string;
  /** The language of the page it leads to. */
  locale: Locale;
}

export function languageLink(path: string, locale: Locale): LanguageLink {
  if (locale === 'es') return { href: spanishPageAt(path)?.english.replace(/^\/404$/, '/') ?? '/', locale: 'en' };
  const spanish = spanishOf(path);
  return { href: spanish && spanish.kind !== 'notFound' ? spanish.path : spanishHome, locale: 'es' };
}
