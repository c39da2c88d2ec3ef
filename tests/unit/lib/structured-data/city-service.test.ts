import { getCity, getCityPage } from '@/lib/content/cities';
import { getCounty } from '@/lib/content/counties';
import { business } from '@/lib/content/business';
import { getService, services } from '@/lib/content/services';
import { serviceArea } from '@/lib/content/service-area';
import { businessId } from '@/lib/structured-data/jsonld';
import { cityServiceJsonLd } from '@/lib/structured-data/city';
import { serviceJsonLd } from '@/lib/structured-data/service';

describe('serviceJsonLd', () => {
  const repair = getService('garage-door-repair')!;

  it('describes the page as a Service provided by the business record', () => {
    const data = serviceJsonLd(repair);
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('Service');
    expect(data).toMatchObject({
      name: 'Garage Door Repair',
      url: `${business.siteUrl}/garage-door-repair`,
      provider: { '@id': businessId },
    });
  });

  it('serves the whole service area by default (its counties, however many towns have a page), or the cities given', () => {
    const all = serviceJsonLd(repair).areaServed as unknown as { name: string }[];
    expect(all.map((a) => a.name)).toEqual(serviceArea.counties.map((county) => `${county} County, FL`));
    const some = serviceJsonLd(repair, { cities: ['Venice'] }).areaServed as unknown as { name: string }[];
    expect(some).toEqual([{ '@type': 'City', name: 'Venice, FL' }]);
  });

  it('gives every service page a distinct @id', () => {
    const ids = services.map((s) => serviceJsonLd(s)['@id' as never]);
    expect(new Set(ids).size).toBe(services.length);
  });
});

describe('cityServiceJsonLd', () => {
  it('narrows areaServed to the page’s city and its county', () => {
    const page = getCityPage('garage-door-venice')!;
    const data = cityServiceJsonLd(getCity('venice'), getCounty('sarasota'), page);
    expect(data).toMatchObject({
      '@type': 'Service',
      name: page.h1,
      provider: { '@id': businessId },
      areaServed: { '@type': 'City', name: 'Venice, FL', containedInPlace: { name: 'Sarasota County, Florida' } },
    });
  });

  it('uses the canonical URL for a page that repeats another', () => {
    const page = getCityPage('garage-door-service-lakewood-ranch')!;
    const data = cityServiceJsonLd(getCity('lakewood-ranch'), getCounty('manatee'), page);
    expect(data).toMatchObject({ url: `${business.siteUrl}/garage-door-lakewood-ranch` });
  });

  it('lists every service in its offer catalogue', () => {
    const data = cityServiceJsonLd(getCity('osprey'), getCounty('sarasota'), getCityPage('garage-door-service-osprey')!) as unknown as {
      hasOfferCatalog: { itemListElement: unknown[] };
    };
    expect(data.hasOfferCatalog.itemListElement).toHaveLength(services.length);
  });
});
