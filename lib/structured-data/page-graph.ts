import type { Graph, Thing, WebPage, WebSite } from 'schema-dts';
import { business } from '@/lib/content/business';
import { breadcrumbList, breadcrumbTrail, type Crumb } from '@/lib/site/breadcrumbs';
import { businessId, localBusinessJsonLd, websiteId } from '@/lib/structured-data/jsonld';
import { absoluteUrl } from '@/lib/site/metadata';
import { type Locale, languageTags } from '@/lib/i18n/locale';

/** WebPage and the subtypes pages here are. */
type WebPageType = 'WebPage' | 'AboutPage' | 'FAQPage' | 'CollectionPage' | 'ImageGallery';

/** A node another builder made, with or without its own @context. */
type Node = Exclude<Thing, string>;

export interface PageGraphInput {
  /** The page's own path (its URL, even when its canonical names another page). */
  path: string;
  title: string;
  description: string;
  type?: WebPageType;
  /** The trail after Home, ending with the page; omitted on the home page. */
  crumbs?: readonly Crumb[];
  /** When the page's content last changed (lib/site/content-dates.ts); the sitemap's lastmod reads it. */
  dateModified?: string;
  /** What the page is about (a Service, an article, a catalogue): hung off the WebPage as mainEntity. */
  mainEntity?: Node;
  /** More of the WebPage's own properties (an FAQ page's questions). */
  page?: Record<string, unknown>;
  /** Facts about the business this page shows (its reviews), added to the business's node. */
  business?: Record<string, unknown>;
  /** The page's language; English when not given. */
  locale?: Locale;
}

const webPageId = (path: string) => `${absoluteUrl(path)}#webpage`;
const breadcrumbId = (path: string) => `${absoluteUrl(path)}#breadcrumb`;

function withoutContext<T extends object>(node: T): Omit<T, '@context'> {
  const rest = { ...node } as Record<string, unknown>;
  delete rest['@context'];
  return rest as Omit<T, '@context'>;
}

/** One connected graph per page: docs/decisions/023-one-graph-per-page.md. */
export function pageGraph(input: PageGraphInput): Graph {
  const id = webPageId(input.path);
  const inLanguage = languageTags[input.locale ?? 'en'];
  const main = input.mainEntity && withoutContext(input.mainEntity);
  const mainId = main && (main as { '@id'?: string })['@id'];
  if (main && !mainId) throw new Error(`${input.path}: the main entity needs an @id to hang off the page`);
  const website: WebSite = {
    '@type': 'WebSite',
    '@id': websiteId,
    url: absoluteUrl('/'),
    name: business.name,
    inLanguage,
    publisher: { '@id': businessId },
  };
  const webPage = {
    '@type': input.type ?? 'WebPage',
    '@id': id,
    url: absoluteUrl(input.path),
    name: input.title,
    description: input.description,
    inLanguage,
    isPartOf: { '@id': websiteId },
    about: { '@id': businessId },
    ...(input.crumbs ? { breadcrumb: { '@id': breadcrumbId(input.path) } } : {}),
    ...(mainId ? { mainEntity: { '@id': mainId } } : {}),
    ...(input.dateModified ? { dateModified: input.dateModified } : {}),
    ...input.page,
  } as WebPage;
  const nodes: Thing[] = [website, webPage, { ...withoutContext(localBusinessJsonLd(input.locale)), ...input.business } as Thing];
  if (input.crumbs) nodes.push(breadcrumbList(breadcrumbTrail(input.crumbs, input.locale), breadcrumbId(input.path)));
  if (main) nodes.push({ ...main, mainEntityOfPage: { '@id': id } } as Thing);
  return { '@context': 'https://schema.org', '@graph': nodes };
}
