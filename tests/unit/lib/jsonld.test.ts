import { cities } from '@/lib/content/cities';
import { business } from '@/lib/content/business';
import { serializeJsonLd } from '@/components/json-ld';
import { serviceArea } from '@/lib/content/service-area';
import { breadcrumbList, breadcrumbTrail } from '@/lib/site/breadcrumbs';
import { businessId, localBusinessJsonLd } from '@/lib/structured-data/jsonld';

describe('localBusinessJsonLd', () => {
  const record = localBusinessJsonLd() as unknown as Record<string, unknown>;

  it('is a schema.org LocalBusiness-family record with a stable @id', () => {
    expect(record['@context']).toBe('https://schema.org');
    expect(record['@type']).toBe('HomeAndConstructionBusiness');
    expect(record['@id']).toBe(businessId);
    expect(record.telephone).toBe(business.phone.e164);
  });

  it('states the area served (every county of the service-area record: one list, whatever the number of towns), the daily hours, the rating, payment and profiles', () => {
    expect(record.areaServed).toEqual(
      serviceArea.counties.map((county) => ({ '@type': 'AdministrativeArea', name: `${county} County, FL` })),
    );
    expect(record.areaServed).toContainEqual({ '@type': 'AdministrativeArea', name: 'Collier County, FL' });
    expect(JSON.stringify(record.areaServed)).not.toContain(cities[0].name);
    expect(record.openingHoursSpecification).toEqual([
      expect.objectContaining({ opens: '06:00', closes: '22:00', dayOfWeek: expect.arrayContaining(['https://schema.org/Sunday']) }),
    ]);
    expect((record.openingHoursSpecification as { dayOfWeek: string[] }[])[0].dayOfWeek).toHaveLength(7);
    expect(record.aggregateRating).toMatchObject({ ratingValue: 4.9, reviewCount: 150, bestRating: 5 });
    expect(record.paymentAccepted).toBe('Cash, Check, Credit cards');
    expect(record.sameAs).toEqual(business.social.map((profile) => profile.url));
  });

  it('lists the ways to reach the business with the languages each answers in, from the record (shipped: calls in English, e-mail in both)', () => {
    expect(business.spanish).toMatchObject({ phone: false, email: true });
    expect(record.contactPoint).toEqual([
      expect.objectContaining({ telephone: business.phone.e164, availableLanguage: ['en'] }),
      expect.objectContaining({ email: business.email, availableLanguage: ['en', 'es'] }),
    ]);
  });
});

describe('breadcrumbList', () => {
  it('starts at Home and numbers absolute items from 1', () => {
    const trail = breadcrumbTrail([
      { name: 'Blog', path: '/blog' },
      { name: 'Hurricane prep', path: '/blog/hurricane-prep-garage-door' },
    ]);
    const list = breadcrumbList(trail, 'x#breadcrumb') as unknown as {
      '@id': string;
      itemListElement: { position: number; name: string; item: string }[];
    };
    expect(list['@id']).toBe('x#breadcrumb');
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${business.siteUrl}/` },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: `${business.siteUrl}/blog` },
      { '@type': 'ListItem', position: 3, name: 'Hurricane prep', item: `${business.siteUrl}/blog/hurricane-prep-garage-door` },
    ]);
  });
});

describe('serializeJsonLd', () => {
  it('cannot close its script element', () => {
    const text = serializeJsonLd({ '@context': 'https://schema.org', '@type': 'Thing', name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script');
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>');
  });
});
