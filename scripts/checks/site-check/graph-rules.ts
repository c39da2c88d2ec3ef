// The structured-data rules: each page carries one connected JSON-LD graph with the WebSite, a
// WebPage for the page and the business's full node, and refers to no node it does not define.
import type { JsonLdBlock } from './page-facts';

export const webPageTypes = new Set([
  'WebPage',
  'AboutPage',
  'CollectionPage',
  'ContactPage',
  'FAQPage',
  'ImageGallery',
  'ItemPage',
  'QAPage',
]);
/** Nodes that say what a page is about or where it sits: each must hang off the page's WebPage. */
const pageParts = new Set(['Service', 'Article', 'BlogPosting', 'NewsArticle', 'BreadcrumbList', 'Question']);

/** A JSON-LD object as parsed: nothing about its fields is known until checked. */
export type LdNode = Record<string, unknown>;

const isObject = (value: unknown): value is LdNode => value !== null && typeof value === 'object' && !Array.isArray(value);
const typesOf = (node: unknown): string[] => {
  const type = isObject(node) ? node['@type'] : undefined;
  return (Array.isArray(type) ? type : type ? [type] : []).map(String);
};
/** The node's @id when it is a string. */
const idOf = (node: unknown): string | undefined => (isObject(node) && typeof node['@id'] === 'string' ? node['@id'] : undefined);
const isReference = (value: unknown): value is LdNode => isObject(value) && idOf(value) !== undefined && Object.keys(value).length === 1;

/** Calls visit(value, path) for every object below `value` (not `value` itself). */
function walk(value: unknown, visit: (child: LdNode, path: string) => void, path = ''): void {
  const children: [unknown, string][] = Array.isArray(value)
    ? value.map((v, i) => [v, `${path}[${i}]`])
    : isObject(value)
      ? Object.entries(value).map(([k, v]) => [v, `${path}.${k}`])
      : [];
  for (const [child, childPath] of children) {
    if (isObject(child)) visit(child, childPath);
    walk(child, visit, childPath);
  }
}

/** Every object in a node with an @id and a @type: the node itself and any nested definition. */
function definitions(node: LdNode): LdNode[] {
  const found = typesOf(node).length && node['@id'] ? [node] : [];
  walk(node, (child) => {
    if (typesOf(child).length && idOf(child)) found.push(child);
  });
  return found;
}

/** The graph of a page, or a problem saying why there is not exactly one. */
export function pageGraph(facts: {
  jsonLd: JsonLdBlock[];
}): { nodes: LdNode[]; problem?: undefined } | { nodes?: undefined; problem: string } {
  const blocks = facts.jsonLd.filter((block) => block.ok);
  if (facts.jsonLd.length !== 1 || blocks.length !== 1)
    return { problem: `expected one JSON-LD block holding the page's graph, found ${facts.jsonLd.length}` };
  const data = blocks[0].data;
  if (!isObject(data) || !Array.isArray(data['@graph'])) return { problem: 'the JSON-LD block is not one @graph' };
  return { nodes: data['@graph'].filter(isObject) };
}

function addressed(node: LdNode): boolean {
  const addresses = Array.isArray(node.address) ? node.address : [node.address];
  return addresses.some((address) => isObject(address) && Boolean(address.addressLocality && address.addressRegion));
}

/**
 * Problems of one page's graph. `pageUrl` is the address the page answers on; the result also
 * returns the @type each @id has here, so the site can check one @id is one thing everywhere.
 */
export interface GraphReport {
  problems: string[];
  /** The @type each @id has on this page. */
  idTypes: Map<string, string>;
  webPage: LdNode | null;
  nodes?: LdNode[];
}

export function graphProblems(facts: { jsonLd: JsonLdBlock[] }, { pageUrl }: { pageUrl: string }): GraphReport {
  const { nodes, problem } = pageGraph(facts);
  if (problem !== undefined) return { problems: [problem], idTypes: new Map(), webPage: null };
  const problems: string[] = [];
  const byId = new Map<string, LdNode>();
  for (const node of nodes) {
    const id = idOf(node);
    if (!id || !typesOf(node).length) problems.push(`a graph node has no @id or no @type (${JSON.stringify(node).slice(0, 80)})`);
    else if (byId.has(id)) problems.push(`the graph defines ${id} twice`);
    else byId.set(id, node);
  }
  const idTypes = new Map<string, string>();
  for (const node of nodes) {
    for (const def of definitions(node)) {
      const id = String(def['@id']);
      const type = typesOf(def).join(',');
      if (idTypes.has(id) && idTypes.get(id) !== type) problems.push(`${id} is typed ${idTypes.get(id)} and ${type}`);
      else idTypes.set(id, type);
    }
  }

  const websites = nodes.filter((node) => typesOf(node).includes('WebSite'));
  if (websites.length !== 1) problems.push(`expected one WebSite node, found ${websites.length}`);
  const webPages = nodes.filter((node) => typesOf(node).some((type) => webPageTypes.has(type)));
  const webPage = webPages.find((node) => node.url === pageUrl) ?? null;
  if (webPages.length !== 1 || !webPage)
    problems.push(
      `expected one WebPage node for ${pageUrl}, found ${webPages.map((node) => String(node.url ?? node['@id'])).join(', ') || 'none'}`,
    );

  // Every reference resolves on this page; the links between top-level nodes make one graph.
  const links = new Map(nodes.map((node) => [idOf(node), new Set<string>()]));
  for (const node of nodes) {
    const nodeId = idOf(node);
    walk(node, (child) => {
      const childId = isReference(child) ? idOf(child) : undefined;
      if (!childId) return;
      if (!byId.has(childId)) problems.push(`${nodeId ?? typesOf(node)[0]} refers to ${childId}, which this page does not define`);
      else if (childId !== nodeId) {
        if (nodeId) links.get(nodeId)?.add(childId);
        if (nodeId) links.get(childId)?.add(nodeId);
      }
    });
  }
  const webPageId = idOf(webPage);
  if (webPage && webPageId) {
    const reached = new Set([webPageId]);
    const queue = [webPageId];
    while (queue.length) {
      for (const next of links.get(queue.shift()) ?? []) {
        if (reached.has(next)) continue;
        reached.add(next);
        queue.push(next);
      }
    }
    for (const node of nodes) {
      const id = idOf(node);
      if (id && !reached.has(id)) problems.push(`${id} is not connected to the page's graph`);
    }
    for (const node of nodes) {
      if (node === webPage || !typesOf(node).some((type) => pageParts.has(type))) continue;
      if (!links.get(idOf(node))?.has(webPageId))
        problems.push(`the ${typesOf(node).join(',')} ${idOf(node)} does not hang off the WebPage`);
    }
  }

  // The business is the site's publisher: defined on the page, in full.
  const publisherId = idOf(websites[0]?.publisher);
  const business = publisherId ? byId.get(publisherId) : undefined;
  if (websites.length === 1 && !business) problems.push('the WebSite names no publisher this page defines');
  if (business) {
    if (!addressed(business)) problems.push(`the business ${publisherId} has no postal address`);
    if (!(Array.isArray(business.areaServed) ? business.areaServed.length : business.areaServed))
      problems.push(`the business ${publisherId} names no area served`);
  }
  return { problems, idTypes, webPage, nodes };
}

/** The BreadcrumbList the WebPage names, as [{ name, url }]. */
export function breadcrumbItems(nodes: LdNode[], webPage: LdNode | null): { name: unknown; url: string | undefined }[] | null {
  const id = idOf(webPage?.breadcrumb);
  const list = id && nodes.find((node) => idOf(node) === id);
  if (!list) return null;
  const items = Array.isArray(list.itemListElement) ? list.itemListElement.filter(isObject) : [];
  return [...items]
    .sort((a, b) => Number(a.position) - Number(b.position))
    .map((item) => ({ name: item.name, url: typeof item.item === 'string' ? item.item : idOf(item.item) }));
}

/** Place names a page's Service covers ("Sarasota, FL" counts as Sarasota). */
export function servicePlaces(nodes: LdNode[], webPage: LdNode | null): string[] | null {
  const mainId = idOf(webPage?.mainEntity);
  const main = mainId && nodes.find((node) => idOf(node) === mainId);
  if (!main || !typesOf(main).includes('Service')) return null;
  const areas = Array.isArray(main.areaServed) ? main.areaServed : [main.areaServed];
  return areas
    .filter(isObject)
    .map((area) =>
      String(area.name ?? '')
        .split(',')[0]
        .trim(),
    )
    .filter(Boolean);
}
