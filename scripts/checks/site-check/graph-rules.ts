// The structured-data rules: each page carries one connected JSON-LD graph with the WebSite, a
// WebPage for the page and the business's full node, and refers to no node it does not define.
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

const typesOf = (node) => (Array.isArray(node?.['@type']) ? node['@type'] : node?.['@type'] ? [node['@type']] : []);
const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const isReference = (value) => isObject(value) && typeof value['@id'] === 'string' && Object.keys(value).length === 1;

/** Calls visit(value, path) for every object below `value` (not `value` itself). */
function walk(value, visit, path = '') {
  const children = Array.isArray(value)
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
function definitions(node) {
  const found = typesOf(node).length && node['@id'] ? [node] : [];
  walk(node, (child) => {
    if (typesOf(child).length && typeof child['@id'] === 'string') found.push(child);
  });
  return found;
}

/** The graph of a page, or a problem saying why there is not exactly one. */
export function pageGraph(facts) {
  const blocks = facts.jsonLd.filter((block) => block.ok);
  if (facts.jsonLd.length !== 1 || blocks.length !== 1)
    return { problem: `expected one JSON-LD block holding the page's graph, found ${facts.jsonLd.length}` };
  const data = blocks[0].data;
  if (!isObject(data) || !Array.isArray(data['@graph'])) return { problem: 'the JSON-LD block is not one @graph' };
  return { nodes: data['@graph'].filter(isObject) };
}

function addressed(node) {
  const addresses = Array.isArray(node.address) ? node.address : [node.address];
  return addresses.some((address) => isObject(address) && Boolean(address.addressLocality && address.addressRegion));
}

/**
 * Problems of one page's graph. `pageUrl` is the address the page answers on; the result also
 * returns the @type each @id has here, so the site can check one @id is one thing everywhere.
 */
export function graphProblems(facts, { pageUrl }) {
  const { nodes, problem } = pageGraph(facts);
  if (problem) return { problems: [problem], idTypes: new Map(), webPage: null };
  const problems = [];
  const byId = new Map();
  for (const node of nodes) {
    if (!node['@id'] || !typesOf(node).length) problems.push(`a graph node has no @id or no @type (${JSON.stringify(node).slice(0, 80)})`);
    else if (byId.has(node['@id'])) problems.push(`the graph defines ${node['@id']} twice`);
    else byId.set(node['@id'], node);
  }
  const idTypes = new Map();
  for (const node of nodes) {
    for (const def of definitions(node)) {
      const type = typesOf(def).join(',');
      if (idTypes.has(def['@id']) && idTypes.get(def['@id']) !== type)
        problems.push(`${def['@id']} is typed ${idTypes.get(def['@id'])} and ${type}`);
      else idTypes.set(def['@id'], type);
    }
  }

  const websites = nodes.filter((node) => typesOf(node).includes('WebSite'));
  if (websites.length !== 1) problems.push(`expected one WebSite node, found ${websites.length}`);
  const webPages = nodes.filter((node) => typesOf(node).some((type) => webPageTypes.has(type)));
  const webPage = webPages.find((node) => node.url === pageUrl) ?? null;
  if (webPages.length !== 1 || !webPage)
    problems.push(
      `expected one WebPage node for ${pageUrl}, found ${webPages.map((node) => node.url ?? node['@id']).join(', ') || 'none'}`,
    );

  // Every reference resolves on this page; the links between top-level nodes make one graph.
  const links = new Map(nodes.map((node) => [node['@id'], new Set()]));
  for (const node of nodes) {
    walk(node, (child) => {
      if (!isReference(child)) return;
      if (!byId.has(child['@id']))
        problems.push(`${node['@id'] ?? typesOf(node)[0]} refers to ${child['@id']}, which this page does not define`);
      else if (child['@id'] !== node['@id']) {
        links.get(node['@id'])?.add(child['@id']);
        links.get(child['@id'])?.add(node['@id']);
      }
    });
  }
  if (webPage) {
    const reached = new Set([webPage['@id']]);
    const queue = [webPage['@id']];
    while (queue.length) {
      for (const next of links.get(queue.shift()) ?? []) {
        if (reached.has(next)) continue;
        reached.add(next);
        queue.push(next);
      }
    }
    for (const node of nodes)
      if (node['@id'] && !reached.has(node['@id'])) problems.push(`${node['@id']} is not connected to the page's graph`);
    for (const node of nodes) {
      if (node === webPage || !typesOf(node).some((type) => pageParts.has(type))) continue;
      if (!links.get(node['@id'])?.has(webPage['@id']))
        problems.push(`the ${typesOf(node).join(',')} ${node['@id']} does not hang off the WebPage`);
    }
  }

  // The business is the site's publisher: defined on the page, in full.
  const publisherId = websites[0]?.publisher?.['@id'];
  const business = publisherId && byId.get(publisherId);
  if (websites.length === 1 && !business) problems.push('the WebSite names no publisher this page defines');
  if (business) {
    if (!addressed(business)) problems.push(`the business ${publisherId} has no postal address`);
    if (!(Array.isArray(business.areaServed) ? business.areaServed.length : business.areaServed))
      problems.push(`the business ${publisherId} names no area served`);
  }
  return { problems, idTypes, webPage, nodes };
}

/** The BreadcrumbList the WebPage names, as [{ name, url }]. */
export function breadcrumbItems(nodes, webPage) {
  const id = webPage?.breadcrumb?.['@id'];
  const list = id && nodes.find((node) => node['@id'] === id);
  if (!list) return null;
  return [...(list.itemListElement ?? [])]
    .sort((a, b) => a.position - b.position)
    .map((item) => ({ name: item.name, url: typeof item.item === 'string' ? item.item : item.item?.['@id'] }));
}

/** Place names a page's Service covers ("Sarasota, FL" counts as Sarasota). */
export function servicePlaces(nodes, webPage) {
  const main = webPage?.mainEntity?.['@id'] && nodes.find((node) => node['@id'] === webPage.mainEntity['@id']);
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
