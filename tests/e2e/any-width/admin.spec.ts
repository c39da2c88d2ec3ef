// The owner's editor at /admin, driven as the owner drives it on their own computer: it opens
// a copy of the site's folder, changes the phone number, adds a neighbourhood to a city,
// writes an article and attaches a photo to a project, saving each; the data files on disk
// then hold every change. The site is then rebuilt from that copy, with one more city added as
// one file, and every change is found where a visitor and a crawler look. The editor is the
// build's (out/admin), its configuration generated from the schemas. ADMIN_SCREENSHOTS=<dir>
// also saves what the owner sees at 1280 px.
import { readFileSync, readdirSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import matter from 'gray-matter';
import { collections } from '@/lib/content/collections';
import { loadCollections } from '@/scripts/content/load';
import { startStaticServer } from '@/scripts/preview/static-server';
import { buildSiteCopy, makeSiteCopy, removeSiteCopy } from '../../helpers/site-copy';
import { answerFolderPicker } from '../admin-folder';
import { testBuildEnv } from '../../helpers/test-env';
import { expect, test } from '../fixtures';

// The content the build's editor configuration was generated from (a copy is edited, never it).
const contentSource = process.env.ADMIN_E2E_CONTENT ?? testBuildEnv.CONTENT_DIR;
const screenshots = process.env.ADMIN_SCREENSHOTS;
const photo = path.resolve('public', 'images', 'og-default.png');
// Long enough for the article schema's shortest body.
const paragraph =
  'A braced door keeps the wind out of the garage, and with it the pressure that lifts a roof. Fit the braces before the first storm warning: once the wind is up, nobody should be on a ladder in an open garage.';

let site: string;

test.use({ actionTimeout: 15_000 });

test.beforeEach(async () => {
  site = await mkdtemp(path.join(tmpdir(), 'admin-e2e-'));
  await cp(contentSource, path.join(site, 'content'), { recursive: true });
  // The editor checks that the folder it is given is the root of a git repository.
  await mkdir(path.join(site, '.git'));
  await mkdir(path.join(site, 'public', 'images', 'photos'), { recursive: true });
});

test.afterEach(async () => {
  // ADMIN_E2E_KEEP=<dir> keeps the edited copy, to rebuild the site from it.
  if (process.env.ADMIN_E2E_KEEP) await cp(site, process.env.ADMIN_E2E_KEEP, { recursive: true });
  await rm(site, { recursive: true, force: true });
});

const readJson = async (file: string) => JSON.parse(await readFile(path.join(site, file), 'utf8'));

async function snap(page: Page, name: string) {
  if (screenshots) await page.screenshot({ path: path.join(screenshots, `admin-${name}-1280.png`) });
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

/** Scrolls the form as the owner does, until the editor has drawn `target` (it draws list items as they come into view). */
async function scrollTo(page: Page, target: Locator) {
  await page.mouse.move(300, 500);
  for (let turn = 0; turn < 40 && (await target.count()) === 0; turn += 1) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(100);
  }
  await target.scrollIntoViewIfNeeded();
}

/** Opens one file of an editor group ("Business details" > "Business details"), as the owner clicks it. */
async function openFile(page: Page, group: string, file: string) {
  await page.getByRole('treeitem', { name: group }).click();
  await page.getByRole('gridcell', { name: file, exact: true }).click();
}

const field = (scope: Page | Locator, label: string) => scope.getByRole('textbox', { name: label, exact: true });

test('the owner edits the site in /admin and the data files on disk hold every change', async ({ page }) => {
  // The last step builds a copy of the whole site: a few minutes alone, three times that on a busy
  // two-core machine. The limit is for a build that hangs, not a pace.
  test.setTimeout(900_000);
  let articleFile = '';
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (!/^(http:\/\/127\.0\.0\.1:\d+\/|blob:|data:)/.test(request.url())) elsewhere.push(request.url());
  });
  await answerFolderPicker(page, site);

  const response = await page.goto('/admin');
  expect(response?.headers()['x-robots-tag']).toContain('noindex');
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
  expect(await readFile(path.join('out', 'sitemap.xml'), 'utf8')).not.toContain('/admin');
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  await expect(page.getByRole('navigation').getByText('Cities')).toBeVisible();
  await snap(page, 'collections');

  await test.step('change the business phone number', async () => {
    await openFile(page, 'Business details', 'Business details');
    await field(page, 'Phone number').fill('(941) 555-0199');
    await save(page);
    await expect.poll(async () => (await readJson('content/business.json')).phone).toBe('(941) 555-0199');
  });

  await test.step('add a neighbourhood to a city', async () => {
    const before: string[] = (await readJson('content/cities/bradenton.json')).neighbourhoods;
    await page.getByText('Cities', { exact: true }).first().click();
    await page.getByText('Bradenton', { exact: true }).click();
    await page.getByRole('button', { name: /^Add\W+Neighborhood\W*$/ }).click();
    // The new, last item of the list (the editor draws the items as they scroll into view).
    await page
      .locator(`[data-key-path="neighbourhoods.${before.length}"]`)
      .getByRole('textbox', { name: 'Neighborhood' })
      .fill('Whitfield');
    await snap(page, 'city');
    await save(page);
    await expect.poll(async () => (await readJson('content/cities/bradenton.json')).neighbourhoods).toEqual([...before, 'Whitfield']);
  });

  await test.step('write a new article with a heading, a paragraph and a list', async () => {
    const articles = path.join(site, 'content', 'articles');
    const existing = await readdir(articles);
    await page.getByText('Articles', { exact: true }).first().click();
    await page.getByRole('button', { name: 'New' }).click();
    await expect(page.getByText(/Creating\W+Articles/)).toBeVisible();
    // The new entry's form settles a moment after it opens and can drop what was typed into it
    // meanwhile: type the fields, and again until every one stayed.
    const typed: [string, string][] = [
      ['Title', 'Before the storm: bracing the garage door'],
      ['Search description', 'How to brace a garage door before a hurricane, and which parts to check the week before the season starts.'],
      ['Teaser', 'A braced door keeps the wind out of the house. What to check and when.'],
      ['Published on', '2026-11-25'],
      ['Reading time', '3 min read'],
    ];
    await expect(async () => {
      for (const [label, value] of typed) if ((await field(page, label).inputValue()) !== value) await field(page, label).fill(value);
      await page.waitForTimeout(500);
      for (const [label, value] of typed) await expect(field(page, label)).toHaveValue(value, { timeout: 500 });
    }).toPass({ timeout: 15_000 });
    await page.getByRole('textbox', { name: 'Article' }).click();
    await page.keyboard.type('## Brace the door\n');
    await page.keyboard.type(`${paragraph}\n`);
    await page.keyboard.type('- Close the lock bars\nCheck the struts');
    await snap(page, 'article');
    await save(page);
    // The editor writes a temporary file first and renames it.
    const added = async () => (await readdir(articles)).filter((name) => !existing.includes(name));
    await expect.poll(added).toEqual([expect.stringMatching(/\.md$/)]);
    const [file] = await added();
    articleFile = file;
    expect(file).toMatch(/^before-the-storm.*\.md$/);
    const article = matter(await readFile(path.join(articles, file), 'utf8'));
    expect(article.data).toMatchObject({ title: 'Before the storm: bracing the garage door', readTime: '3 min read' });
    expect(article.content).toMatch(/^## Brace the door$/m);
    expect(article.content).toContain(paragraph);
    expect(article.content).toMatch(/^- Close the lock bars\n- Check the struts$/m);
  });

  await test.step('attach a real photo to a project', async () => {
    await openFile(page, 'Reviews and pictures', 'Projects');
    // The first recent project's picture, on the English side (the Spanish side shows it too, for its description).
    const english = page.getByRole('group', { name: /^Edit\W+English\W+Content$/ });
    const picture = english.locator('section.field[data-key-path="recentProjects.0.image"]');
    await scrollTo(page, picture);
    await picture.getByRole('button', { name: 'Replace Image' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Upload/ })
      .first()
      .click();
    await (await chooser).setFiles(photo);
    // The editor reads the upload in the background; its preview appears once it has the file.
    await expect(
      page
        .getByRole('dialog')
        .getByRole('option', { name: path.basename(photo) })
        .getByRole('img'),
    ).toBeVisible({ timeout: 30_000 });
    await page.getByRole('dialog').getByRole('button', { name: 'Insert' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(field(picture, 'Picture')).toContainText(path.basename(photo));
    await field(picture, 'Description').fill('The new door, closed, seen from the driveway');
    await picture.getByRole('radio', { name: 'photo', exact: true }).check();
    await save(page);
    await expect
      .poll(async () => (await readJson('content/projects.json')).recentProjects[0].image)
      .toEqual({
        src: '/images/photos/og-default.png',
        alt: 'The new door, closed, seen from the driveway',
        source: 'photo',
      });
    expect(await readdir(path.join(site, 'public', 'images', 'photos'))).toEqual(['og-default.png']);
  });

  // Every file the editor wrote still passes the checks the build runs on it.
  expect(loadCollections(site, collections).problems).toEqual([]);
  expect(elsewhere, 'requests the editor made to other hosts').toEqual([]);

  await test.step('the site rebuilt from the edited files shows every change, and a city added as one file', async () => {
    const copy = makeSiteCopy();
    try {
      // The edited files over the copy's (the editor deleted none).
      await cp(path.join(site, 'content'), path.join(copy, 'content'), { recursive: true });
      await cp(path.join(site, 'public', 'images', 'photos'), path.join(copy, 'public', 'images', 'photos'), { recursive: true });
      // Adding a city is adding its file; a real licence number and owner are two more edits.
      await cp('tests/fixtures/cities/port-charlotte.json', path.join(copy, 'content', 'cities', 'port-charlotte.json'));
      const city = JSON.parse(await readFile(path.join(copy, 'content', 'cities', 'port-charlotte.json'), 'utf8'));
      const cityRoute = `/${city.pages.long.routes[0].slug}`;
      const business = JSON.parse(await readFile(path.join(copy, 'content', 'business.json'), 'utf8'));
      await writeFile(
        path.join(copy, 'content', 'business.json'),
        JSON.stringify({ ...business, licence: { number: 'CGC1530001', sample: false } }),
      );
      const team = JSON.parse(await readFile(path.join(copy, 'content', 'team.json'), 'utf8'));
      await writeFile(
        path.join(copy, 'content', 'team.json'),
        JSON.stringify({ ...team, owner: { ...team.owner, name: 'Dana Whitfield', sample: false } }),
      );

      const { code, output } = await buildSiteCopy(copy);
      expect(code, output.slice(-3000)).toBe(0);
      const out = path.join(copy, 'out');
      const pages = readdirSync(out, { recursive: true })
        .map(String)
        .filter((name) => name.endsWith('.html') && !name.startsWith('admin'));
      // Every tel: link on every page is the new number, and the old one is gone.
      for (const name of pages) {
        const html = readFileSync(path.join(out, name), 'utf8');
        expect(html, name).not.toContain('555-0147');
        for (const href of html.match(/href="tel:[^"]+"/g) ?? []) expect(href, name).toBe('href="tel:+19415550199"');
      }
      expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('"telephone":"+19415550199"');
      const slug = articleFile.replace(/\.md$/, '');
      const sitemap = readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
      expect(sitemap).toContain(`/blog/${slug}</loc>`);
      expect(sitemap).toContain(`${cityRoute}</loc>`);
      expect(readdirSync(path.join(out, 'images', '_generated', 'photos')).filter((name) => name.startsWith('og-default-'))).toEqual(
        expect.arrayContaining([expect.stringMatching(/\.avif$/), expect.stringMatching(/\.webp$/)]),
      );

      const server = await startStaticServer({ root: out, port: 0 });
      const origin = server.url.replace(/\/$/, '');
      try {
        await page.goto(`${origin}/`);
        await expect(
          page
            .locator('header')
            // Shown as one unbreakable run: a no-break space, a word joiner after the hyphen.
            .getByRole('link', { name: /\(941\)\s555-\u2060?0199/ })
            .first(),
        ).toBeVisible();
        await expect(page.locator('picture source[type="image/avif"][srcset*="og-default-"]').first()).toBeAttached();
        // The new town is on its county's page, one click from the menus' county link.
        await expect(page.locator('footer')).toContainText('Florida contractor license CGC1530001');
        const countyHref = await page.locator('footer').getByRole('link', { name: 'Charlotte County' }).getAttribute('href');
        await page.goto(`${origin}${countyHref}`);
        await expect(page.locator('#towns').locator(`a[href="${cityRoute}"]`)).toHaveCount(1);

        await page.goto(`${origin}/garage-door-bradenton`);
        await expect(page.getByText('Whitfield', { exact: true })).toBeVisible();

        await page.goto(`${origin}/blog/${slug}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Before the storm: bracing the garage door');
        await expect(page.getByRole('heading', { level: 2, name: 'Brace the door' })).toBeVisible();
        await expect(page.locator('[data-article-body] li')).toHaveText(['Close the lock bars', 'Check the struts']);
        await page.goto(`${origin}/blog`);
        await expect(page.locator(`a[href="/blog/${slug}"]`).first()).toBeVisible();

        await page.goto(`${origin}/about-us`);
        await expect(page.getByText('Dana Whitfield', { exact: true })).toBeVisible();

        await page.goto(`${origin}${cityRoute}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(city.pages.long.routes[0].h1);
        // The service-area page links counties, not towns; its ZIP checker names the new town.
        await page.goto(`${origin}/service-area`);
        await page.getByRole('textbox', { name: /ZIP/ }).first().fill(city.zipCodes[0]);
        await page.getByRole('button', { name: /check/i }).first().click();
        await expect(page.locator('[aria-live="polite"]').locator(`a[href="${cityRoute}"]`).first()).toBeVisible();
      } finally {
        await server.close();
      }
    } finally {
      removeSiteCopy(copy);
    }
  });
});
