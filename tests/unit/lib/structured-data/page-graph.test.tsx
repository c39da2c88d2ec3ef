import { render, screen, within } from '@testing-library/react';
import { articles } from '@/lib/content/articles';
import { business } from '@/lib/content/business';
import { cityPages, getCity } from '@/lib/content/cities';
import { getCounty, type CountySlug } from '@/lib/content/counties';
import { faqEntries } from '@/lib/content/faq';
import { customerReviews } from '@/lib/content/reviews';
import { services } from '@/lib/content/services';
import { PageStructure } from '@/components/layout/page-structure';
import { countyCrumb, serviceAreaCrumb, servicesCrumb } from '@/lib/site/breadcrumbs';
import { businessId, businessType } from '@/lib/structured-data/jsonld';
import { aboutPageGraph } from '@/lib/structured-data/about';
import { articleJsonLd, articlePath } from '@/lib/structured-data/article';
import { cityServiceJsonLd } from '@/lib/structured-data/city';
import { faqQuestions } from '@/lib/structured-data/faq';
import { pageGraph, type PageGraphInput } from '@/lib/structured-data/page-graph';
import { businessReviews } from '@/lib/structured-data/review';
import { serviceJsonLd } from '@/lib/structured-data/service';
import { graphProblems } from '@/scripts/checks/site-check/graph-rules';

type Node = Record<string, unknown>;

const service = services[0];
const cityPage = cityPages[0];
const city = getCity(cityPage.city);
const post = articles[0];

/** The graph inputs of each kind of page, as the routes build them. */
const pages: Record<string, PageGraphInput> = {
  home: { path: '/', title: 'Home', description: 'Home page', page: { mainEntity: { '@id': businessId } } },
  service: {
    path: `/${service.slug}`,
    title: service.title,
    description: service.description,
    mainEntity: serviceJsonLd(service),
    crumbs: [servicesCrumb('en'), { name: service.name, path: `/${service.slug}` }],
  },
  city: {
    path: `/${cityPage.slug}`,
    title: cityPage.title,
    description: cityPage.description,
    mainEntity: cityServiceJsonLd(city, getCounty(city.county as CountySlug), cityPage, `/${cityPage.slug}`),
    crumbs: [serviceAreaCrumb('en'), countyCrumb(city.county as CountySlug, 'en'), { name: city.name, path: `/${cityPage.slug}` }],
  },
  article: {
    path: articlePath(post),
    title: post.title,
    description: post.description,
    mainEntity: articleJsonLd(post),
    dateModified: post.date,
    crumbs: [
      { name: 'Blog', path: '/blog' },
      { name: post.title, path: articlePath(post) },
    ],
  },
  faq: {
    path: '/faq',
    title: 'FAQ',
    description: 'Questions',
    type: 'FAQPage',
    page: { mainEntity: faqQuestions(faqEntries) },
    crumbs: [{ name: 'FAQ', path: '/faq' }],
  },
  reviews: {
    path: '/reviews',
    title: 'Reviews',
    description: 'Reviews',
    business: businessReviews(customerReviews),
    crumbs: [{ name: 'Reviews', path: '/reviews' }],
  },
  about: { path: '/about', title: 'About', description: 'About', ...aboutPageGraph, crumbs: [{ name: 'About', path: '/about' }] },
};

/** Every `{ "@id": ... }` reference anywhere in a value. */
function references(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(references);
  if (!value || typeof value !== 'object') return [];
  const node = value as Node;
  if (Object.keys(node).length === 1 && typeof node['@id'] === 'string') return [node['@id']];
  return Object.values(node).flatMap(references);
}

describe.each(Object.entries(pages))('the %s page’s graph', (_kind, input) => {
  const graph = pageGraph(input) as unknown as { '@context': string; '@graph': Node[] };
  const nodes = graph['@graph'];
  const byId = new Map(nodes.map((node) => [node['@id'], node]));

  it('defines every @id any of its nodes refers to', () => {
    const referenced = references(nodes);
    expect(referenced.length).toBeGreaterThan(0);
    for (const id of referenced) expect(byId.has(id)).toBe(true);
  });

  it('holds the business once, by its one @id and @type, with its full address and area', () => {
    const business_ = nodes.filter((node) => node['@id'] === businessId);
    expect(business_).toHaveLength(1);
    expect(business_[0]['@type']).toBe(businessType);
    expect(business_[0].address).toMatchObject({ addressLocality: business.address.locality, addressRegion: business.address.region });
    expect((business_[0].areaServed as unknown[]).length).toBeGreaterThan(0);
    // Nothing else on the page types the business another way.
    expect(JSON.stringify(nodes.filter((node) => node['@id'] !== businessId))).not.toContain(`"@id":"${businessId}","@type"`);
  });

  it('passes the site checker’s graph rules: one WebSite, one WebPage, everything connected to it', () => {
    const { problems } = graphProblems(
      { jsonLd: [{ ok: true, data: graph }] },
      { pageUrl: `${business.siteUrl}${input.path === '/' ? '/' : input.path}` },
    );
    expect(problems).toEqual([]);
  });
});

describe('what the site checker’s graph rules catch', () => {
  const check = (graph: unknown, path = '/faq') =>
    graphProblems({ jsonLd: [{ ok: true, data: graph }] }, { pageUrl: `${business.siteUrl}${path}` }).problems;
  const faq = () => JSON.parse(JSON.stringify(pageGraph(pages.faq))) as unknown as { '@graph': Node[] };

  it('a reference to a node the page does not define', () => {
    const graph = faq();
    graph['@graph'][1].about = { '@id': `${business.siteUrl}/#organization` };
    expect(check(graph).join('\n')).toContain('which this page does not define');
  });

  it('a business node without its address', () => {
    const graph = faq();
    delete graph['@graph'].find((node) => node['@id'] === businessId)!.address;
    expect(check(graph).join('\n')).toContain('has no postal address');
  });

  it('a node nothing connects to the page', () => {
    const graph = faq();
    graph['@graph'].push({ '@type': 'Service', '@id': 'https://elsewhere.example/#service', name: 'Loose' });
    expect(check(graph).join('\n')).toContain('is not connected');
  });

  it('no WebPage for the page', () => {
    expect(check(pageGraph(pages.faq), '/other').join('\n')).toContain('expected one WebPage node');
  });
});

it('a main entity without an @id cannot hang off the page', () => {
  expect(() => pageGraph({ ...pages.service, mainEntity: { '@type': 'Service', name: 'No id' } })).toThrow(/needs an @id/);
});

it('shows the same breadcrumb trail it describes in its BreadcrumbList', () => {
  const { container } = render(<PageStructure {...pages.city} />);
  const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
  const shown = within(nav)
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace('›', '').trim());
  expect(shown).toEqual(['Home', 'Service area', `${getCounty(city.county as CountySlug).name} County`, city.name]);
  expect(within(nav).getByRole('link', { name: 'Service area' })).toHaveAttribute('href', '/service-area');
  expect(within(nav).getByText(city.name)).toHaveAttribute('aria-current', 'page');
  const json = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!) as { '@graph': Node[] };
  const list = json['@graph'].find((node) => node['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] };
  expect(list.itemListElement.map((item) => item.name)).toEqual(shown);
  expect(list.itemListElement[1].item).toBe(`${business.siteUrl}/service-area`);
});
