// The search-visibility rules one exported page must meet. Each returns problem sentences.
import type { LdNode } from './graph-rules';
import type { PageFacts } from './page-facts';
export const lengthLimits = { min: 50, max: 160 };
/** The home page's title is what results show in full: no longer than this. */
export const homeTitleMax = 60;

const requiredSocial = ['og:title', 'og:description', 'og:image', 'og:url', 'twitter:card', 'twitter:image'] as const;

function isAbsoluteOnSite(url: string, siteUrl: string): boolean {
  try {
    return new URL(url).origin === new URL(siteUrl).origin && /^https?:\/\//.test(url);
  } catch {
    return false;
  }
}

/** `notFound`: the 404 page answers on every unknown path, so it has no canonical and is never shared. */
export function headProblems(
  facts: PageFacts,
  { siteUrl, indexable, notFound = false, home = false }: { siteUrl: string; indexable: boolean; notFound?: boolean; home?: boolean },
): string[] {
  const problems: string[] = [];
  if (!facts.lang) problems.push('<html> has no lang attribute');
  if (facts.robotsTags.length > 1)
    problems.push(
      `expected at most one robots meta tag, found ${facts.robotsTags.length}: ${facts.robotsTags.map((v) => `"${v}"`).join(', ')}`,
    );
  if (home && (facts.titles[0]?.length ?? 0) > homeTitleMax)
    problems.push(`the home title is ${facts.titles[0].length} characters (at most ${homeTitleMax}): "${facts.titles[0]}"`);
  if (facts.titles.length !== 1 || !facts.titles[0]) problems.push(`expected one non-empty <title>, found ${facts.titles.length}`);
  if (facts.descriptions.length !== 1 || !facts.descriptions[0]?.trim()) {
    problems.push(`expected one non-empty meta description, found ${facts.descriptions.length}`);
  }
  if (indexable) {
    const { min, max } = lengthLimits;
    for (const [label, value] of [
      ['title', facts.titles[0]],
      ['description', facts.descriptions[0]],
    ]) {
      if (value && (value.length < min || value.length > max))
        problems.push(`${label} is ${value.length} characters (want ${min}-${max}): "${value}"`);
    }
  }
  if (notFound) return problems;
  if (facts.canonicals.length !== 1) problems.push(`expected one canonical link, found ${facts.canonicals.length}`);
  else if (!isAbsoluteOnSite(facts.canonicals[0], siteUrl))
    problems.push(`canonical "${facts.canonicals[0]}" is not an absolute URL on ${siteUrl}`);
  for (const name of requiredSocial) {
    if (!facts.social[name]) problems.push(`missing ${name}`);
  }
  for (const name of ['og:image', 'og:url', 'twitter:image'] as const) {
    const value = facts.social[name];
    if (value && !isAbsoluteOnSite(value, siteUrl)) problems.push(`${name} "${value}" is not an absolute URL on ${siteUrl}`);
  }
  return problems;
}

export function bodyProblems(facts: PageFacts): string[] {
  const problems: string[] = [];
  if (facts.h1s.length !== 1)
    problems.push(
      `expected exactly one <h1>, found ${facts.h1s.length}${facts.h1s.length ? `: ${facts.h1s.map((h) => `"${h}"`).join(', ')}` : ''}`,
    );
  else if (!facts.h1s[0]) problems.push('the <h1> is empty');
  facts.headingLevels.forEach((level, index) => {
    const previous = index === 0 ? 0 : facts.headingLevels[index - 1];
    if (level > previous + 1) problems.push(`heading order skips from h${previous || '(none)'} to h${level}`);
  });
  for (const src of facts.imagesWithoutAlt) problems.push(`<img src="${src}"> has no alt attribute`);
  return problems;
}

function typesOf(node: unknown): unknown[] {
  const type = node !== null && typeof node === 'object' ? (node as LdNode)['@type'] : undefined;
  return Array.isArray(type) ? type : [type];
}

const nodesOf = (data: unknown): unknown[] => (Array.isArray(data) ? data : [data]);
const graphOf = (node: unknown): unknown[] => {
  const graph = node !== null && typeof node === 'object' ? (node as LdNode)['@graph'] : undefined;
  return Array.isArray(graph) ? graph : [node];
};

export function jsonLdProblems(facts: Pick<PageFacts, 'jsonLd'>): string[] {
  const problems: string[] = [];
  facts.jsonLd.forEach((block, index) => {
    if (!block.ok) return problems.push(`JSON-LD block ${index + 1} does not parse: ${block.error}`);
    for (const node of nodesOf(block.data)) {
      if (!node || typeof node !== 'object') problems.push(`JSON-LD block ${index + 1} is not an object`);
      else if (!/^https?:\/\/schema\.org\/?$/.test(String((node as LdNode)['@context'] ?? '')))
        problems.push(`JSON-LD block ${index + 1} has no schema.org @context`);
      else if (!graphOf(node).every((n) => typesOf(n ?? {}).every((type) => typeof type === 'string' && type))) {
        problems.push(`JSON-LD block ${index + 1} has a node without @type`);
      }
    }
  });
  return problems;
}

/** All @type values of a page's JSON-LD: top-level nodes and the nodes of each @graph. */
export function jsonLdTypes(facts: Pick<PageFacts, 'jsonLd'>): string[] {
  return facts.jsonLd
    .flatMap((block) => (block.ok ? nodesOf(block.data) : []))
    .flatMap(graphOf)
    .flatMap((node) => typesOf(node ?? {}).filter(Boolean))
    .map(String);
}

/** The visible trail (facts.crumbs) against the page's BreadcrumbList (`items`, from its graph). */
export function crumbProblems(
  facts: Pick<PageFacts, 'crumbs'>,
  items: { name: unknown; url: string | undefined }[] | null,
  pageUrl: string,
): string[] {
  if (!facts.crumbs?.length) return ['no visible breadcrumb trail (nav data-breadcrumbs)'];
  const last = items?.at(-1);
  if (!items || !last) return ['no BreadcrumbList hangs off the WebPage'];
  const problems: string[] = [];
  const shown = facts.crumbs.map((crumb) => `${crumb.name} <${crumb.href ? new URL(crumb.href, pageUrl).href : pageUrl}>`);
  const listed = items.map((item) => `${String(item.name)} <${item.url}>`);
  if (shown.join(' › ') !== listed.join(' › '))
    problems.push(`the visible breadcrumbs (${shown.join(' › ')}) differ from the BreadcrumbList (${listed.join(' › ')})`);
  if (last.url !== pageUrl) problems.push(`the BreadcrumbList ends at ${last.url}, not at the page (${pageUrl})`);
  return problems;
}

/** A service page names where it serves, in its title and its h1. `places`: its Service's areas, or null for other pages. */
export function placeProblems(facts: Pick<PageFacts, 'titles' | 'h1s'>, places: string[] | null, regions: string[]): string[] {
  if (!places) return [];
  const names = [...places, ...regions].map((name) => name.toLowerCase());
  const problems: string[] = [];
  for (const [label, value] of [
    ['title', facts.titles[0]],
    ['h1', facts.h1s[0]],
  ]) {
    if (value && !names.some((name) => value.toLowerCase().includes(name)))
      problems.push(`the ${label} "${value}" names no place it serves (${[...regions, ...places.slice(0, 3)].join(', ')}...)`);
  }
  return problems;
}
