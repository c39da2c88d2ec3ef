import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test } from '../fixtures';
import { buildSiteCopy, makeSiteCopy, readJson, removeSiteCopy, writeJson } from '../../helpers/site-copy';
import { startStaticServer } from '@/scripts/static-server.mjs';

/**
 * What an owner does without a programmer, end to end: edit the data files (the editor at /admin
 * writes the same files), add a city by adding one file, rebuild, and find every change on the
 * pages a visitor and a crawler read. The copy is thrown away afterwards.
 */
const newPhone = { typed: '239-555-0188', display: '(239) 555-0188', tel: 'tel:+12395550188' };
const neighbourhood = 'Waterford Lakes';
const article = {
  slug: 'storm-shutter-garage-check',
  title: 'A Ten-Minute Garage Door Check Before a Storm',
  heading: 'What to look at first',
  items: ['The rating label on the door edge', 'The struts across each section', 'The manual lock bar'],
};
const photo = '/images/photos/north-port-double-door.jpg';
const owner = { name: 'Dana Whitfield', licence: 'CGC1530001' };

function allHtml(out: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const name of readdirSync(out, { recursive: true }).map(String)) {
    if (name.endsWith('.html')) pages.set(name, readFileSync(path.join(out, name), 'utf8'));
  }
  return pages;
}

test('an owner edits the data files and adds a city file; the rebuilt site shows every change', async ({ page }) => {
  test.setTimeout(420_000);
  const copy = makeSiteCopy();
  try {
    const business = readJson(copy, 'content/business.json');
    writeJson(copy, 'content/business.json', { ...business, phone: newPhone.typed, licenseNumber: owner.licence });
    const team = readJson<{ owner: object }>(copy, 'content/team.json');
    writeJson(copy, 'content/team.json', { ...team, owner: { ...team.owner, name: owner.name, sample: false } });

    const venice = readJson<{ neighbourhoods: string[] }>(copy, 'content/cities/venice.json');
    writeJson(copy, 'content/cities/venice.json', { ...venice, neighbourhoods: [...venice.neighbourhoods, neighbourhood] });

    writeFileSync(
      path.join(copy, `content/articles/${article.slug}.md`),
      [
        '---',
        `title: "${article.title}"`,
        'description: "Before a storm, check the rating label, the struts and the lock of your garage door. A ten-minute walk-through for Gulf Coast homeowners."',
        'excerpt: "Ten minutes with a flashlight tells you whether your garage door is ready for the wind."',
        'date: 2026-11-20',
        'readTime: "3 min read"',
        '---',
        '',
        `## ${article.heading}`,
        '',
        'Most storm damage to a garage starts at the door. Walk around it with a flashlight before the wind arrives, and call us if anything on this list is missing, bent or rusted through.',
        '',
        ...article.items.map((item) => `- ${item}`),
        '',
      ].join('\n'),
    );

    mkdirSync(path.join(copy, 'public/images/photos'), { recursive: true });
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 200, g: 205, b: 214 } } })
      .jpeg()
      .toFile(path.join(copy, 'public', photo));
    const projects = readJson<{ recentProjects: { image: object }[] }>(copy, 'content/projects.json');
    projects.recentProjects[0].image = {
      src: photo,
      alt: 'A white insulated double garage door on a new home in North Port',
      source: 'photo',
    };
    writeJson(copy, 'content/projects.json', projects);

    // Adding a city is adding its file.
    cpSync('tests/fixtures/cities/port-charlotte.json', path.join(copy, 'content/cities/port-charlotte.json'));
    const city = readJson<{ name: string; zipCodes: string[]; pages: { long: { routes: { slug: string; h1: string }[] } } }>(
      copy,
      'content/cities/port-charlotte.json',
    );
    const cityRoute = `/${city.pages.long.routes[0].slug}`;

    const { code, output } = await buildSiteCopy(copy);
    expect(code, output.slice(-3000)).toBe(0);

    const out = path.join(copy, 'out');
    const pages = allHtml(out);
    // The old number is gone from every page, and every tel: link is the new one.
    for (const [name, html] of pages) {
      expect(html, name).not.toContain('555-0147');
      for (const href of html.match(/href="tel:[^"]+"/g) ?? []) expect(href, name).toBe(`href="${newPhone.tel}"`);
    }
    expect(pages.get('index.html')).toContain(`"telephone":"${newPhone.tel.slice(4)}"`);

    const sitemap = readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`/blog/${article.slug}</loc>`);
    expect(sitemap).toContain(`${cityRoute}</loc>`);
    expect(readdirSync(path.join(out, 'images/_generated/photos')).filter((name) => name.startsWith('north-port-double-door-'))).toEqual(
      expect.arrayContaining([expect.stringMatching(/\.avif$/), expect.stringMatching(/\.webp$/)]),
    );

    const server = await startStaticServer({ root: out, port: 0 });
    const origin = server.url.replace(/\/$/, '');
    try {
      await page.goto(`${origin}/`);
      await expect(
        page
          .locator('header')
          .getByRole('link', { name: new RegExp(newPhone.display.replace(/[()]/g, '\\$&')) })
          .first(),
      ).toBeVisible();
      await expect(page.locator(`picture source[type="image/avif"][srcset*="north-port-double-door"]`).first()).toBeAttached();
      await expect(page.locator('header').locator(`a[href="${cityRoute}"]`)).toHaveCount(1);
      await expect(page.locator('footer').locator(`a[href="${cityRoute}"]`)).toHaveCount(1);

      await expect(page.locator('footer')).toContainText(`Florida contractor licence ${owner.licence}`);
      await page.goto(`${origin}/about-us`);
      await expect(page.getByRole('heading', { level: 2, name: /The people behind/ })).toBeVisible();
      await expect(page.getByText(owner.name, { exact: true })).toBeVisible();

      await page.goto(`${origin}/garage-door-venice`);
      await expect(page.getByText(neighbourhood, { exact: true })).toBeVisible();

      await page.goto(`${origin}/blog/${article.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
      await expect(page.getByRole('heading', { level: 2, name: article.heading })).toBeVisible();
      await expect(page.locator('[data-article-body] li')).toHaveText(article.items);
      await page.goto(`${origin}/blog`);
      await expect(page.locator(`a[href="/blog/${article.slug}"]`).first()).toBeVisible();

      await page.goto(`${origin}${cityRoute}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(city.pages.long.routes[0].h1);

      await page.goto(`${origin}/service-area`);
      await expect(page.locator('main').locator(`a[href="${cityRoute}"]`).first()).toBeVisible();
      await page.getByRole('textbox', { name: /ZIP/ }).first().fill(city.zipCodes[0]);
      await page.getByRole('button', { name: /check/i }).first().click();
      await expect(page.locator('[aria-live="polite"]').locator(`a[href="${cityRoute}"]`).first()).toBeVisible();
    } finally {
      await server.close();
    }
  } finally {
    if (existsSync(copy)) removeSiteCopy(copy);
  }
});
