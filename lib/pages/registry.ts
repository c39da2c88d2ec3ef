import { articles } from '@/lib/content/articles';
import { es as businessEs } from '@/lib/content/generated/business';
import { es as pagesEs } from '@/lib/content/generated/pages';
import { es as siteEs } from '@/lib/content/generated/site';
import { es as emergencyEs } from '@/lib/content/generated/emergency-service';
import { es as servicesEs } from '@/lib/content/generated/services';
import { es as citiesEs } from '@/lib/content/generated/cities';
import { cityPageIn, cityPages, type CityPageRecord, type CitySlug } from '@/lib/content/cities';
import { counties, spanishCounties, type CountySlug } from '@/lib/content/counties';
import { type PageKey, spanishStaticPage, staticPagesIn } from '@/lib/content/pages';
import { services, servicesIn, type ServiceSlug } from '@/lib/content/services';
import { type Locale, spanishAddress, spanishHome } from '@/lib/i18n/locale';
import { townGroupPath, townGroups } from './places';
import { type SharedSpanishRecord, sharedSpanishRecords } from '@/lib/content/spanish-review';

/**
 * Every page of the site, once (docs/decisions/074-one-page-registry.md): its kind, the record
 * it shows, its English address and, where its records have Spanish files, its Spanish address
 * and whether a Spanish speaker has read it. The routes (app/(en)/[slug], app/es/[slug]), the
 * language links and hreflang, the list of forms (./forms.ts), the tests' route list
 * (lib/site/routes.ts) and the menus' page addresses derive from it; what renders each kind is
 * components/pages/template-views.tsx (services, towns, counties), a one-off page's route folder,
 * and components/pages/spanish-views.tsx (the Spanish one-off pages).
 */
interface PageBase {
  /** The English address ('/faq', '/garage-door-tampa'). */
  path: string;
  /** The Spanish twin, where the records have one. */
  spanish?: SpanishTwin;
}

export interface SpanishTwin {
  /** The Spanish address ('/es/preguntas-frecuentes'). */
  path: string;
  /**
   * Whether every Spanish word on it has been read by a Spanish speaker: its own file and the
   * files every page shows (`sharedSpanishFiles`). Until then it is noindex and has no hreflang.
   */
  reviewed: boolean;
  /** The files still waiting for a Spanish speaker's tick, its own first. */
  unreviewed: string[];
}

export type SitePage = PageBase &
  (
    | { kind: 'static'; key: PageKey }
    | { kind: 'service'; key: ServiceSlug }
    | { kind: 'city'; key: CitySlug; route: CityPageRecord }
    | { kind: 'county'; key: CountySlug }
    | { kind: 'townGroup'; key: CountySlug; number: number }
    | { kind: 'article'; key: string }
  );

export type PageKind = SitePage['kind'];

const sharedRecords: Record<SharedSpanishRecord, { reviewed: boolean } | null> = { site: siteEs, business: businessEs, pages: pagesEs };

/** The Spanish files every Spanish page shows besides its own (lib/content/spanish-review.ts): the header and footer, the business, the page titles. */
export const sharedSpanishFiles = sharedSpanishRecords.map((name) => [`content/${name}.es.json`, sharedRecords[name]] as const);

/** Whether the Spanish site exists at all: the files every Spanish page needs. */
const spanishSite = sharedSpanishFiles.every(([, record]) => record);

function twin(path: string | undefined, ownFile: string, ownReviewed: boolean | undefined): SpanishTwin | undefined {
  if (!spanishSite || !path) return undefined;
  const unreviewed = [
    ...(ownReviewed ? [] : [ownFile]),
    ...sharedSpanishFiles.filter(([file, record]) => !record?.reviewed && file !== ownFile).map(([file]) => file),
  ];
  return { path, reviewed: unreviewed.length === 0, unreviewed };
}

function buildPages(): SitePage[] {
  const statics = Object.entries(staticPagesIn('en')).map(([key, page]): SitePage => {
    const spanish = spanishStaticPage(key as PageKey);
    return {
      kind: 'static',
      key: key as PageKey,
      path: page.path,
      spanish: spanish && twin(spanish.path, spanish.file, spanish.reviewed),
    };
  });
  const spanishServices = servicesIn('es');
  const servicePages = services.map((service): SitePage => {
    const spanish = spanishServices.find((candidate) => candidate.slug === service.slug);
    const translated = spanish && spanish.path !== service.path;
    const emergency = service.kind === 'emergency';
    const file = emergency ? `content/${service.slug}.es.json` : `content/services/${service.slug}.es.json`;
    const reviewed = emergency ? emergencyEs?.reviewed : servicesEs.find((candidate) => candidate.key === service.slug)?.reviewed;
    return {
      kind: 'service',
      key: service.slug,
      path: service.path,
      spanish: translated ? twin(spanish.path, file, reviewed) : undefined,
    };
  });
  const cityRoutes = cityPages.map((route): SitePage => {
    const spanish = route.canonical ? undefined : cityPageIn(route.city, 'es');
    return {
      kind: 'city',
      key: route.city,
      route,
      path: `/${route.slug}`,
      spanish:
        spanish &&
        twin(
          spanishAddress(spanish.slug),
          `content/cities/${route.city}.es.json`,
          citiesEs.find((city) => city.key === route.city)?.reviewed,
        ),
    };
  });
  const countyPages = counties.map((county): SitePage => {
    const spanish = spanishCounties.find((candidate) => candidate.key === county.slug);
    return {
      kind: 'county',
      key: county.slug,
      path: `/${county.route.slug}`,
      spanish: spanish && twin(spanishAddress(spanish.slug), `content/counties/${county.slug}.es.json`, spanish.reviewed),
    };
  });
  // A county with more towns than one page may link lists them in groups; each list is a page.
  const groupPages = counties.flatMap((county) =>
    townGroups(county.slug).map((group): SitePage => {
      const spanish = spanishCounties.find((candidate) => candidate.key === county.slug);
      return {
        kind: 'townGroup',
        key: county.slug,
        number: group.number,
        path: townGroupPath(county.slug, group.number, 'en'),
        spanish:
          spanish && twin(townGroupPath(county.slug, group.number, 'es'), `content/counties/${county.slug}.es.json`, spanish.reviewed),
      };
    }),
  );
  const articlePages = articles.map((post): SitePage => ({ kind: 'article', key: post.slug, path: `/blog/${post.slug}` }));
  return [...statics, ...servicePages, ...cityRoutes, ...countyPages, ...groupPages, ...articlePages];
}

export const sitePages: readonly SitePage[] = buildPages();

/** The English not-found page and its Spanish twin, which the host files serve for unknown /es/ addresses. */
export const notFoundPaths = { en: '/404', es: `${spanishHome}/404` } as const;

/** A Spanish page: the registry's page with its Spanish address first. */
export type SpanishPage = SitePage & { spanish: SpanishTwin };

export const spanishPages: readonly SpanishPage[] = sitePages.filter((page): page is SpanishPage => Boolean(page.spanish));

const byEnglish = new Map(sitePages.map((page) => [page.path, page]));
const bySpanish = new Map(spanishPages.map((page) => [page.spanish.path, page]));

/** The registry's page at an English address. */
export const pageAt = (englishPath: string): SitePage | undefined => byEnglish.get(englishPath);

/** The Spanish twin of an English address, if it has one. */
export const spanishOf = (englishPath: string): SpanishPage | undefined => {
  const page = byEnglish.get(englishPath);
  return page?.spanish ? (page as SpanishPage) : undefined;
};

/** The page at a Spanish address. */
export const spanishPageAt = (path: string): SpanishPage | undefined => bySpanish.get(path);

/** Where a link to an English page leads in `locale`: its Spanish page where it has one (the anchor kept). */
export function localePath(englishPath: string, locale: Locale): string {
  if (locale === 'en') return englishPath;
  const [path, hash] = englishPath.split('#');
  const spanish = spanishOf(path || '/');
  return spanish ? `${spanish.spanish.path}${hash ? `#${hash}` : ''}` : englishPath;
}

/** Where a page's language link leads: the same page in the other language, or that language's home page. */
export interface LanguageLink {
  href: string;
  /** The language of the page it leads to. */
  locale: Locale;
}

export function languageLink(path: string, locale: Locale): LanguageLink {
  if (locale === 'es') {
    if (path === notFoundPaths.es) return { href: '/', locale: 'en' };
    return { href: spanishPageAt(path)?.path ?? '/', locale: 'en' };
  }
  return { href: spanishOf(path)?.spanish.path ?? spanishHome, locale: 'es' };
}
