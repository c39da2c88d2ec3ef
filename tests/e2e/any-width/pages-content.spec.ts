import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { business } from '@/lib/content/business';
import { faqEntries } from '@/lib/content/faq';
import { legalSections } from '@/lib/legal/policy';
import { pricing } from '@/lib/content/pricing';
import { priceRangeText } from '@/lib/facts/price';
import { locationLinks } from '@/lib/site/navigation';
import { staticPages } from '@/lib/content/pages';
import { jsonLdNodes } from '../json-ld';

async function jsonLdTypes(page: Page): Promise<string[]> {
  return (await jsonLdNodes(page)).map((node) => node['@type']);
}

test.describe('About variant A at /about-us', () => {
  test('has the story sections, a call box and the Get In Touch form with a required 4-row message', async ({ page }) => {
    await page.goto('/about-us');
    await expect(page).toHaveTitle(staticPages.aboutUs.title);
    const main = page.getByRole('main');
    for (const name of ['Who We Are', 'What Makes Us Different', 'Our Mission', 'Areas We Serve', 'Get In Touch']) {
      await expect(main.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    }
    const callBox = main.locator('section', { has: page.getByRole('heading', { name: 'Prefer to talk to someone?' }) });
    await expect(callBox.getByRole('link', { name: new RegExp(business.phone.display.replace(/[()]/g, '\\$&')) })).toHaveAttribute(
      'href',
      `tel:${business.phone.e164}`,
    );
    const areaHrefs = await main
      .locator('section', { has: page.getByRole('heading', { name: 'Areas We Serve' }) })
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    // Every county's page (docs/decisions/073-place-pages.md), as the Locations menu lists them.
    expect(areaHrefs).toEqual(locationLinks.map((l) => l.href).filter((href) => href !== '/service-area'));

    const form = page.locator('#lead-form form');
    const message = form.getByRole('textbox', { name: /Message/ });
    await expect(message).toHaveAttribute('required', '');
    await expect(message).toHaveAttribute('rows', '4');
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['BreadcrumbList', 'AboutPage']));
  });
});

test.describe('About variant B at /about', () => {
  test('has its own metadata, Call Now and Contact Us buttons and a form with an optional message', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle(staticPages.about.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', staticPages.about.description);
    const hero = page.getByRole('main').locator('section').first();
    await expect(hero.getByRole('link', { name: /Call Now/ })).toHaveAttribute('href', `tel:${business.phone.e164}`);
    await expect(page.getByRole('heading', { name: 'Get In Touch' })).toHaveCount(0);

    const message = page.locator('#lead-form form').getByRole('textbox', { name: /Message/ });
    await expect(message).not.toHaveAttribute('required', /.*/);

    await hero.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page.locator('#lead-form form').getByRole('textbox', { name: /Full name/ })).toBeFocused();
    await expect(page.locator('#lead-form')).toBeInViewport();
  });
});

test('the FAQ shows nine questions with the spec’s facts, FAQPage data and the question form', async ({ page }) => {
  await page.goto('/faq');
  const entries = page.locator('[data-faq-entry]');
  await expect(entries).toHaveCount(9);
  await expect(entries.getByRole('heading', { level: 2 })).toHaveText(faqEntries.map((e) => e.question));
  const text = await page.getByRole('main').innerText();
  // The repair cost comes from the price guide's record (still from $89, as the FAQ always said), so the FAQ and /pricing agree.
  expect(pricing.services['garage-door-repair']!.min).toBe(89);
  const repairCost = priceRangeText(pricing.services['garage-door-repair']!);
  for (const fact of [
    'call before 3 PM',
    repairCost,
    '10,000 to 30,000 cycles',
    '50,000 cycles or more',
    'Replace both springs together',
  ]) {
    expect(text.toLowerCase()).toContain(fact.toLowerCase());
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Ask Us a Question' })).toBeVisible();
  await expect(page.locator('#lead-form form').getByRole('textbox', { name: /question/i })).toHaveAttribute('required', '');

  const faq = (await jsonLdNodes(page)).find((node) => node['@type'] === 'FAQPage') as unknown as { mainEntity: { name: string }[] };
  expect(faq.mainEntity).toHaveLength(faqEntries.length);
  expect(faq.mainEntity[0].name).toBe(faqEntries[0].question);
});

test('the privacy policy has ten numbered sections that describe what the site does', async ({ page }) => {
  await page.goto('/privacy-policy');
  const sections = page.locator('[data-legal-section]');
  await expect(sections).toHaveCount(10);
  await expect(sections.getByRole('heading', { level: 2 })).toHaveText(legalSections().map((s, i) => `${i + 1}. ${s.heading}`));
  const text = await page.getByRole('main').innerText();
  for (const fact of [
    'FormSubmit',
    'BigDataCloud',
    'popup-offer-shown',
    'offer-closed',
    'session storage',
    'do not sell',
    business.email,
  ]) {
    expect(text).toContain(fact);
  }
  await page.getByRole('navigation', { name: 'Sections of this policy' }).getByRole('link', { name: /^4\./ }).click();
  await expect(page).toHaveURL(/#section-4$/);
  await expect(sections.nth(3).getByRole('heading')).toBeInViewport();
});
