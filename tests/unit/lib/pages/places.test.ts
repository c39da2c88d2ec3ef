import { cityPath, hasSpanishCity } from '@/lib/content/cities';
import { siteWordsIn } from '@/lib/content/site';
import { pageWordsIn } from '@/lib/content/pages';
import { countyLinks, countyReach, nearbyTownLinks, townLinks } from '@/lib/pages/places';
import { counties, hasSpanishCounty } from '@/lib/content/counties';

// A Spanish page's link to a town with only an English page leads there and says so
// ("Osprey (en inglés)"); a town with a Spanish page is linked in Spanish, unmarked.
describe('town links from a Spanish page', () => {
  const note = siteWordsIn('es').language.pageInOther;

  it('mark the English-only towns and link the others’ Spanish pages', () => {
    const links = [...nearbyTownLinks('sarasota', 'es'), ...townLinks('sarasota', 'es')];
    expect(links.some((link) => link.otherLanguage)).toBe(true);
    expect(links.some((link) => !link.otherLanguage)).toBe(true);
    for (const link of links) {
      if (link.otherLanguage) {
        expect(link.otherLanguage).toEqual({ locale: 'en', note });
        expect(link.href.startsWith('/es/')).toBe(false);
      } else expect(link.href.startsWith('/es/')).toBe(true);
    }
    const venice = links.find((link) => link.label === 'Venice');
    expect(hasSpanishCity('venice')).toBe(true);
    expect(venice?.href).toBe(cityPath('venice', 'es'));
  });

  it('never on an English page, and the county links are every county’s page in the page’s language', () => {
    for (const link of nearbyTownLinks('sarasota', 'en')) expect(link.otherLanguage).toBeUndefined();
    expect(countyLinks('en').map((link) => link.label)).toEqual(counties.map((county) => `${county.name} County`));
    for (const [index, county] of counties.entries()) {
      const link = countyLinks('es')[index];
      if (hasSpanishCounty(county.slug)) expect(link).toMatchObject({ href: expect.stringMatching(/^\/es\//) });
      else expect(link).toEqual({ href: `/${county.route.slug}`, label: expect.any(String), otherLanguage: { locale: 'en', note } });
    }
    expect(counties.some((county) => !hasSpanishCounty(county.slug))).toBe(true);
  });
});

// What every town of a county shares is said once on its page: each town's own page says its miles.
describe('a county page’s towns', () => {
  it('carry no distance and no crew days; only where some are near the shop and some far are the near ones marked', () => {
    const { arrival } = pageWordsIn('en').countyPages.towns;
    for (const county of counties) {
      const { reach, near } = countyReach(county.slug);
      const links = townLinks(county.slug, 'en');
      expect(links.filter((link) => link.detail && link.detail !== arrival)).toEqual([]);
      const marked = links.filter((link) => link.detail === arrival).map((link) => link.label);
      expect(marked).toEqual(reach === 'mixed' ? near.map((city) => city.name) : []);
    }
  });
});
