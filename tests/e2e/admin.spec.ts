// The owner's editor at /admin, driven as the owner drives it on their own computer: it opens
// a copy of the site's folder, changes the phone number, adds a neighbourhood to a city,
// writes an article and attaches a photo to a project, saving each; the data files on disk
// then hold every change. ADMIN_SCREENSHOTS=<dir> also saves what the owner sees at 1280 px.
import { cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import matter from 'gray-matter';
import { answerFolderPicker } from './admin-folder';
import { expect, test } from './fixtures';

// The content the build's editor configuration was generated from (a copy is edited, never it).
const contentSource = process.env.ADMIN_E2E_CONTENT ?? 'content';
const screenshots = process.env.ADMIN_SCREENSHOTS;
const photo = path.resolve('public', 'images', 'og-default.png');

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
  await rm(site, { recursive: true, force: true });
});

const readJson = async (file: string) => JSON.parse(await readFile(path.join(site, file), 'utf8'));

async function snap(page: Page, name: string) {
  if (screenshots) await page.screenshot({ path: path.join(screenshots, `admin-${name}-1280.png`) });
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

const field = (scope: Page | Locator, label: string) => scope.getByRole('textbox', { name: label, exact: true });

test('the owner edits the site in /admin and the data files on disk hold every change', async ({ page }) => {
  test.setTimeout(90_000);
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (!/^(http:\/\/127\.0\.0\.1:\d+\/|blob:|data:)/.test(request.url())) elsewhere.push(request.url());
  });
  await answerFolderPicker(page, site);

  const response = await page.goto('/admin');
  expect(response?.headers()['x-robots-tag']).toContain('noindex');
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  await expect(page.getByRole('navigation').getByText('Cities')).toBeVisible();
  await snap(page, 'collections');

  await test.step('change the business phone number', async () => {
    await page.getByText('Business Details', { exact: true }).click();
    await field(page, 'As Shown').fill('(941) 555-0199');
    await field(page, 'For Dialling').fill('+19415550199');
    await save(page);
    await expect.poll(async () => (await readJson('content/business.json')).phone).toEqual({ display: '(941) 555-0199', e164: '+19415550199' });
  });

  await test.step('add a neighbourhood to a city', async () => {
    await page.getByText('Cities', { exact: true }).first().click();
    await page.getByText('Naples', { exact: true }).click();
    await page.getByRole('button', { name: /^Add .*Neighbourhoods/ }).click();
    await field(page, 'Neighbourhood').last().fill('Royal Harbor');
    await snap(page, 'city');
    await save(page);
    await expect.poll(async () => (await readJson('content/cities/naples.json')).neighbourhoods).toEqual(['Pelican Bay', 'Old Naples', 'Royal Harbor']);
  });

  await test.step('write a new article with a heading, a paragraph and a list', async () => {
    await page.getByText('Articles', { exact: true }).first().click();
    await page.getByRole('button', { name: 'New' }).click();
    await expect(page.getByText(/Creating\W+Articles/)).toBeVisible();
    await field(page, 'Title').fill('Before the storm');
    await field(page, 'Web Address').fill('storm-shutters');
    await field(page, 'Date').fill('2026-11-25');
    await expect(field(page, 'Web Address')).toHaveValue('storm-shutters');
    const body = page.getByRole('textbox', { name: 'Article' });
    await body.click();
    await page.keyboard.type('## Brace the door\n');
    await page.keyboard.type('A braced door keeps the wind out of the garage.\n');
    await page.keyboard.type('- Close the lock bars\nCheck the struts');
    await snap(page, 'article');
    await save(page);
    const articleFile = path.join(site, 'content', 'articles', 'storm-shutters.md');
    await expect.poll(() => readFile(articleFile, 'utf8').catch(() => '')).toContain('Brace the door');
    const article = matter(await readFile(articleFile, 'utf8'));
    expect(article.data).toMatchObject({ slug: 'storm-shutters', title: 'Before the storm' });
    expect(article.content).toMatch(/^## Brace the door$/m);
    expect(article.content).toMatch(/^A braced door keeps the wind out of the garage\.$/m);
    expect(article.content).toMatch(/^- Close the lock bars\n- Check the struts$/m);
  });

  await test.step('attach a real photo to a project', async () => {
    await page.getByText('Projects', { exact: true }).first().click();
    await page.getByRole('checkbox', { name: /Add.*Photo/ }).first().check();
    await page.getByRole('button', { name: 'Browse' }).first().click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('dialog').getByRole('button', { name: /Upload/ }).first().click();
    await (await chooser).setFiles(photo);
    await page.getByRole('dialog').getByRole('button', { name: 'Insert' }).click();
    await field(page, 'What It Shows').first().fill('The new door, closed, from the driveway');
    await page.getByRole('radio', { name: 'A real photo of this job' }).first().check();
    await save(page);
    await expect.poll(async () => (await readJson('content/projects.json')).projects[0].image).toEqual({ src: '/images/photos/og-default.png', alt: 'The new door, closed, from the driveway', source: 'photo' });
    expect(await readdir(path.join(site, 'public', 'images', 'photos'))).toEqual(['og-default.png']);
  });

  expect(elsewhere, 'requests the editor made to other hosts').toEqual([]);
});
