import { getCity, getCityPage } from '@/lib/content/cities';
import { getCounty } from '@/lib/content/counties';
import { business } from '@/lib/content/business';
import { fill } from '@/lib/content/fill';
import { getService, services, servicesIn } from '@/lib/content/services';
import { siteWordsIn } from '@/lib/content/site';
import { priceGuideJsonLd } from '@/lib/structured-data/pricing';
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
    const data = cityServiceJsonLd(getCity('venice'), getCounty('sarasota'), page, `/${page.slug}`);
    expect(data).toMatchObject({
      '@type': 'Service',
      name: page.h1,
      provider: { '@id': businessId },
      areaServed: { '@type': 'City', name: 'Venice, FL', containedInPlace: { name: 'Sarasota County, FL' } },
    });
  });

  it('uses the canonical URL for a page that repeats another', () => {
    const page = getCityPage('garage-door-service-lakewood-ranch')!;
    const data = cityServiceJsonLd(getCity('lakewood-ranch'), getCounty('manatee'), page, `/${page.slug}`);
    expect(data).toMatchObject({ url: `${business.siteUrl}/garage-door-lakewood-ranch` });
  });

  it('lists every service in its offer catalogue', () => {
    const data = cityServiceJsonLd(
      getCity('osprey'),
      getCounty('sarasota'),
      getCityPage('garage-door-service-osprey')!,
      '/x',
    ) as unknown as {
      hasOfferCatalog: { itemListElement: unknown[] };
    };
    expect(data.hasOfferCatalog.itemListElement).toHaveLength(services.length);
  });
});

describe('in Spanish', () => {
  const structured = siteWordsIn('es').structuredData;

  it('names the town, its county, the service and the catalogue from the Spanish records, at the Spanish addresses', () => {
    const data = cityServiceJsonLd(
      getCity('venice'),
      getCounty('sarasota'),
      getCityPage('garage-door-venice')!,
      '/es/x',
      'es',
    ) as unknown as {
      url: string;
      serviceType: string;
      areaServed: { name: string; containedInPlace: { name: string } };
      hasOfferCatalog: { name: string; itemListElement: { itemOffered: { name: string; url: string } }[] };
    };
    expect(data.url).toBe(`${business.siteUrl}/es/x`);
    expect(data.serviceType).toBe(structured.service);
    expect(data.areaServed.containedInPlace.name).toBe(fill(structured.county, { county: 'Sarasota', state: serviceArea.state }));
    expect(data.hasOfferCatalog.name).toBe(fill(structured.townServices, { city: 'Venice' }));
    expect(data.hasOfferCatalog.itemListElement.map((offer) => offer.itemOffered)).toEqual(
      servicesIn('es').map((service) => ({ '@type': 'Service', name: service.name, url: `${business.siteUrl}${service.path}` })),
    );
  });

  it('names the counties, the emergency service and the price guide in Spanish', () => {
    const emergency = getService('emergency-service', 'es')!;
    const data = serviceJsonLd(emergency, { locale: 'es' }) as unknown as { serviceType: string; areaServed: { name: string }[] };
    expect(data.serviceType).toBe(structured.emergency);
    expect(data.areaServed[0].name).toBe(fill(structured.county, { county: serviceArea.counties[0], state: serviceArea.state }));
    expect(priceGuideJsonLd(servicesIn('es'), '/es/precios', 'es').name).toBe(structured.priceGuide);
  });
});
