/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { businessId } from '@/lib/structured-data/jsonld';
import { pageGraph } from '@/lib/structured-data/page-graph';
import { checkSite } from '@/scripts/checks/check-site';
import { contentDate, fixturePages, siteUrl, writeExport, type FixtureExport, type FixturePage } from '../../fixtures/site-export';

// The site checker against a small export that passes every rule, then against copies that each
// break one rule: the checker must name the break, so none of it can come back unnoticed.
const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

function check(fixture: Partial<FixtureExport> = {}) {
  const root = mkdtempSync(path.join(tmpdir(), 'check-site-'));
  roots.push(root);
  const { outDir, deployDir } = writeExport(root, { pages: fixturePages(), ...fixture });
  const report = checkSite({ outDir, deployDir, siteUrl });
  return {
    ...report,
    all: [
      ...report.site,
      ...report.cities,
      ...[...report.pages].flatMap(([file, problems]) => problems.map((problem) => `${file}: ${problem}`)),
    ],
  };
}

/** The fixture's pages with one changed. */
function withPage(file: string, change: (page: FixturePage) => FixturePage): FixturePage[] {
  return fixturePages().map((page) => (page.file === file ? change(page) : page));
}

const graphOf = (page: FixturePage) => page.graph!;

it('passes the whole fixture export', () => {
  expect(check().all).toEqual([]);
});

describe('one connected graph per page', () => {
  it('fails JSON-LD islands: more than one block on a page', () => {
    const pages = withPage('about.html', (page) => ({
      ...page,
      jsonLd: [
        { '@context': 'https://schema.org', '@type': 'AboutPage' },
        { '@context': 'https://schema.org', '@type': 'BreadcrumbList' },
      ],
    }));
    expect(check({ pages }).pages.get('about.html')).toContain("expected one JSON-LD block holding the page's graph, found 2");
  });

  it('fails a business typed two ways across pages', () => {
    const pages = withPage('about.html', (page) => ({ ...page, graph: { ...graphOf(page), business: { '@type': 'LocalBusiness' } } }));
    const typing = check({ pages }).site.find((problem) => problem.startsWith(`${businessId} is typed`));
    expect(typing).toContain('HomeAndConstructionBusiness (');
    expect(typing).toContain('LocalBusiness (about.html)');
  });

  it('fails a provider that points at an @id no node on the page has', () => {
    const pages = withPage('garage-door-repair.html', (page) => ({
      ...page,
      graph: {
        ...graphOf(page),
        mainEntity: { ...(graphOf(page).mainEntity as object), provider: { '@id': `${siteUrl}/#organization` } } as never,
      },
    }));
    expect(check({ pages }).pages.get('garage-door-repair.html')!.join('\n')).toContain(
      `refers to ${siteUrl}/#organization, which this page does not define`,
    );
  });

  it('fails a business node without its address', () => {
    const pages = withPage('about.html', (page) => ({ ...page, graph: { ...graphOf(page), business: { address: undefined } } }));
    expect(check({ pages }).pages.get('about.html')).toContain(`the business ${businessId} has no postal address`);
  });

  it('fails a page without a WebSite node or a WebPage node', () => {
    const pages = withPage('about.html', (page) => ({ ...page, jsonLd: [{ '@context': 'https://schema.org', '@graph': [] }] }));
    const problems = check({ pages }).pages.get('about.html')!;
    expect(problems).toContain('expected one WebSite node, found 0');
    expect(problems.join('\n')).toContain(`expected one WebPage node for ${siteUrl}/about`);
  });

  it('fails a Service that does not hang off the WebPage', () => {
    const pages = withPage('garage-door-repair.html', (page) => {
      const graph = pageGraph(graphOf(page)) as unknown as { '@graph': Record<string, unknown>[] };
      for (const node of graph['@graph']) {
        delete node.mainEntity;
        delete node.mainEntityOfPage;
      }
      return { ...page, jsonLd: [graph] };
    });
    expect(check({ pages }).pages.get('garage-door-repair.html')!.join('\n')).toContain(
      `the Service ${siteUrl}/garage-door-repair#service does not hang off the WebPage`,
    );
  });
});

describe('visible breadcrumbs that match the BreadcrumbList', () => {
  it('fails an inner page without a visible trail', () => {
    const pages = withPage('about.html', (page) => ({ ...page, crumbs: undefined }));
    expect(check({ pages }).pages.get('about.html')).toContain('no visible breadcrumb trail (nav data-breadcrumbs)');
  });

  it('fails a visible trail that differs from the BreadcrumbList', () => {
    const pages = withPage('garage-door-sarasota.html', (page) => ({
      ...page,
      crumbs: [
        { name: 'Locations', path: '/service-area' },
        { name: 'Sarasota', path: '/garage-door-sarasota' },
      ],
    }));
    expect(check({ pages }).pages.get('garage-door-sarasota.html')!.join('\n')).toContain('differ from the BreadcrumbList');
  });
});

describe('titles with places', () => {
  it('fails a service page whose title and h1 name no place', () => {
    const pages = withPage('garage-door-repair.html', (page) => ({
      ...page,
      title: 'Garage Door Repair | Same-Day Service for Every Door',
      h1: 'Garage Door Repair',
    }));
    const problems = check({ pages }).pages.get('garage-door-repair.html')!.join('\n');
    expect(problems).toContain('the title "Garage Door Repair | Same-Day Service for Every Door" names no place it serves');
    expect(problems).toContain('the h1 "Garage Door Repair" names no place it serves');
  });

  it('fails a home title over 60 characters', () => {
    const pages = withPage('index.html', (page) => ({
      ...page,
      title: 'Garage Door Repair & Installation in Southwest Florida | Same-Day Service',
    }));
    expect(check({ pages }).pages.get('index.html')!.join('\n')).toContain('the home title is 73 characters (at most 60)');
  });

  it('fails two pages with one title', () => {
    const pages = withPage('about.html', (page) => ({
      ...page,
      title: 'Service Area & ZIP Codes | Garage Door Repair in Southwest Florida',
    }));
    expect(check({ pages }).pages.get('service-area.html')!.join('\n') + check({ pages }).pages.get('about.html')!.join('\n')).toContain(
      'duplicates',
    );
  });
});

describe('an honest sitemap', () => {
  const paths = ['/', '/about', '/garage-door-repair', '/garage-door-sarasota', '/service-area'];

  it('fails a lastmod that is the build time, not the content’s date', () => {
    const sitemap = paths.map((p) => ({ path: p, lastmod: p === '/about' ? '2026-11-25T19:37:17.851Z' : contentDate }));
    expect(check({ sitemap }).site).toContain(
      `sitemap lastmod of ${siteUrl}/about is 2026-11-25T19:37:17.851Z, but its content changed ${contentDate}`,
    );
  });

  it('fails a hand-set priority', () => {
    const sitemap = paths.map((p) => ({
      path: p,
      lastmod: contentDate,
      extra: p === '/garage-door-repair' ? '<priority>0.8</priority>' : '',
    }));
    expect(check({ sitemap }).site.join('\n')).toContain(`sitemap gives ${siteUrl}/garage-door-repair a priority (0.8)`);
  });

  it('fails a page that states no date for the sitemap', () => {
    const pages = withPage('about.html', (page) => ({ ...page, graph: { ...graphOf(page), dateModified: undefined } }));
    expect(check({ pages }).site).toContain(`${siteUrl}/about states no dateModified for the sitemap to use`);
  });
});

describe('crawlers kept off non-pages', () => {
  it('fails _headers without X-Robots-Tag: noindex on the payloads or /_not-found', () => {
    const site = check({ hostFiles: { _headers: (text) => text.replaceAll('  X-Robots-Tag: noindex\n', '') } }).site;
    expect(site).toContain('_headers does not mark /about.txt X-Robots-Tag: noindex');
    expect(site).toContain('_headers does not mark /_not-found X-Robots-Tag: noindex');
  });

  it('fails a _headers file with more rules than Cloudflare Pages reads (one rule per payload would be)', () => {
    const perPayload = Array.from({ length: 100 }, (_, index) => `/page-${index}.txt\n  X-Robots-Tag: noindex`).join('\n');
    const site = check({ hostFiles: { _headers: (text) => `${text}${perPayload}\n` } }).site;
    expect(site.join('\n')).toMatch(/_headers has \d+ rules; Cloudflare Pages reads at most 100/);
  });

  it('fails a _redirects file past what Cloudflare Pages reads: 2,000 static rules, 100 from the first splat on', () => {
    const perPage = (count: number) => Array.from({ length: count }, (_, index) => `/page-${index}.html /page-${index} 301!`).join('\n');
    const fits = check({ hostFiles: { _redirects: (text) => `${perPage(1900)}\n${text}` } }).site.join('\n');
    expect(fits).not.toContain('Cloudflare Pages reads at most');
    const tooMany = check({ hostFiles: { _redirects: (text) => `${perPage(2001)}\n${text}` } }).site;
    expect(tooMany.join('\n')).toMatch(/_redirects has \d+ static rules; Cloudflare Pages reads at most 2000/);
    // A splat first turns every later line into a dynamic rule.
    const splatFirst = check({ hostFiles: { _redirects: (text) => `/old/* /new/:splat 301\n${perPage(100)}\n${text}` } }).site;
    expect(splatFirst.join('\n')).toMatch(
      /_redirects has \d+ rules from its first splat or placeholder on; Cloudflare Pages reads at most 100/,
    );
  });

  it('fails _redirects without a 301 for each .html twin', () => {
    const site = check({ hostFiles: { _redirects: (text) => text.replace('/about.html /about 301!\n', '') } }).site;
    expect(site).toContain('_redirects does not send /about.html to /about with a 301');
  });

  it('fails an .htaccess without the 301 or the noindex headers', () => {
    const site = check({
      hostFiles: { '.htaccess': (text) => text.replaceAll('R=301', 'R=302').replaceAll('X-Robots-Tag "noindex"', 'X-Robots-Tag "all"') },
    }).site;
    expect(site).toEqual(
      expect.arrayContaining([
        '.htaccess does not redirect .html twins with a 301',
        '.htaccess does not mark .txt payloads noindex',
        '.htaccess does not mark /_not-found noindex',
      ]),
    );
  });

  it('fails an nginx.conf without the 301 or the noindex header', () => {
    const site = check({
      hostFiles: {
        'nginx.conf': (text) =>
          text
            .replace('    add_header X-Robots-Tag $site_robots always;\n', '')
            .replace(/(location ~ \^\/\(\.\+\)\\\.html\$ \{[^}]*)return 301/, '$1return 302'),
      },
    }).site;
    expect(site).toEqual(
      expect.arrayContaining(['nginx.conf sends no X-Robots-Tag', 'nginx.conf does not redirect .html twins with a 301']),
    );
  });

  it('fails a 404 page with two robots tags', () => {
    const pages = withPage('404.html', (page) => ({ ...page, robots: ['noindex', 'noindex, follow'] }));
    expect(check({ pages }).pages.get('404.html')!.join('\n')).toContain('expected at most one robots meta tag, found 2');
  });
});

describe('no orphans, one page per city', () => {
  it('fails an indexable page linked only from the footer', () => {
    const pages = fixturePages().map((page) => ({ ...page, nav: page.nav.filter((href) => href !== '/about') }));
    expect(check({ pages }).site).toContain('about.html is an orphan: no other page links to it outside the footer');
  });

  it('fails a city with two indexable pages', () => {
    const pages = withPage('garage-door-service-sarasota.html', (page) => ({ ...page, canonical: undefined }));
    expect(check({ pages }).cities).toEqual([
      'Sarasota has 2 indexable pages (garage-door-sarasota.html, garage-door-service-sarasota.html); it needs exactly one, the others canonical to it',
    ]);
  });
});

describe('place pages (docs/decisions/073-place-pages.md)', () => {
  /** A town page of the fixture's shape: its own Service for one town, under the service area. */
  const town = (name: string, text: string, nav: string[] = ['/service-area']): FixturePage => {
    const slug = name.toLowerCase().replace(/\s+/g, '-');
    const pathName = `/garage-door-${slug}`;
    const title = `Garage Door Repair in ${name}, FL | Springs, Openers and New Doors`;
    const crumbs = [
      { name: 'Service area', path: '/service-area' },
      { name, path: pathName },
    ];
    return {
      file: `garage-door-${slug}.html`,
      crumbs,
      title,
      h1: `Garage Door Repair in ${name}`,
      nav,
      footer: ['/about'],
      text,
      graph: {
        path: pathName,
        title,
        description: `${title}: garage door repair and installation by a family-owned team, same-day visits, fair prices.`,
        dateModified: contentDate,
        mainEntity: {
          '@type': 'Service',
          '@id': `${siteUrl}${pathName}#service`,
          name: 'Garage Door Repair',
          provider: { '@id': businessId },
          areaServed: [{ '@type': 'City', name: `${name}, FL` }],
        },
        crumbs,
      },
    };
  };
  const words = (seed: number, count = 120) =>
    Array.from({ length: count }, (_, index) => `word${(index * 7 + seed) % 997}x${seed}`).join(' ');
  const withTowns = (...towns: FixturePage[]) => {
    const pages = fixturePages().map((page) =>
      page.file === 'service-area.html' ? { ...page, nav: [...page.nav, ...towns.map((t) => `/${t.file.replace(/\.html$/, '')}`)] } : page,
    );
    return [...pages, ...towns];
  };

  it('passes towns written in their own words', () => {
    const report = check({ pages: withTowns(town('Venice', words(1)), town('Osprey', words(2))) });
    expect(report.all).toEqual([]);
  });

  it('fails a town page that is another’s with the name swapped (the copied-file doorway)', () => {
    const original = `Venice homes near the island face salt air every day. ${words(3)}`;
    const copy = original.replaceAll('Venice', 'Osprey');
    const report = check({ pages: withTowns(town('Venice', original), town('Osprey', copy)) });
    expect(report.pages.get('garage-door-osprey.html')?.join(' ')).toMatch(
      /of its main text's five-word sequences are on garage-door-venice\.html with the place name swapped/,
    );
  });

  it('fails a page that links more than fifteen town pages', () => {
    // Sixteen towns and the fixture's Sarasota.
    const towns = Array.from({ length: 16 }, (_, index) => town(`Town ${String.fromCharCode(65 + index)}`, words(10 + index)));
    const report = check({ pages: withTowns(...towns) });
    expect(report.pages.get('service-area.html')).toContain(
      'links 17 town pages (at most 15): link the county pages, which list their towns',
    );
    expect(check({ pages: withTowns(...towns.slice(0, 14)) }).pages.get('service-area.html')).toEqual([]);
  });

  it('fails a town page more than three clicks from the home page', () => {
    // Home -> service area -> A -> B -> C: C is four clicks away.
    const c = town('Town C', words(31));
    const b = town('Town B', words(32), ['/service-area', '/garage-door-town-c']);
    const a = town('Town A', words(33), ['/service-area', '/garage-door-town-b']);
    const pages = [
      ...fixturePages().map((page) => (page.file === 'service-area.html' ? { ...page, nav: [...page.nav, '/garage-door-town-a'] } : page)),
      a,
      b,
      c,
    ];
    const report = check({ pages });
    expect(report.pages.get('garage-door-town-c.html')).toContain(
      'is 4 clicks from its home page (at most 3): link it from its county page',
    );
    expect(report.pages.get('garage-door-town-b.html')).toEqual([]);
  });
});
