import { business } from '@/lib/content/business';
import { absoluteUrl, pageMetadata, socialImage } from '@/lib/site/metadata';

const base = {
  title: 'Garage Door Service in Venice | Fast Local Technicians',
  description: 'A description.',
  path: '/garage-door-service-venice',
};

describe('pageMetadata', () => {
  it('makes the canonical and social URLs absolute on the site URL', () => {
    const meta = pageMetadata(base);
    expect(meta.alternates?.canonical).toBe(`${business.siteUrl}/garage-door-service-venice`);
    expect(meta.openGraph).toMatchObject({
      url: `${business.siteUrl}/garage-door-service-venice`,
      type: 'website',
      siteName: business.name,
    });
    expect(meta.openGraph?.images).toEqual([
      { url: `${business.siteUrl}${socialImage().path}`, width: 1200, height: 630, alt: socialImage().alt },
    ]);
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', title: base.title, description: base.description });
  });

  it('uses the title as given, without the layout template', () => {
    expect(pageMetadata(base).title).toEqual({ absolute: base.title });
  });

  it('points a duplicate page at the page it repeats', () => {
    const meta = pageMetadata({ ...base, path: '/garage-door-service-lakewood-ranch', canonicalPath: '/garage-door-lakewood-ranch' });
    expect(meta.alternates?.canonical).toBe(`${business.siteUrl}/garage-door-lakewood-ranch`);
    expect(meta.openGraph?.url).toBe(`${business.siteUrl}/garage-door-lakewood-ranch`);
  });

  it('keeps noindex pages followable', () => {
    expect(pageMetadata({ ...base, noindex: true }).robots).toEqual({ index: false, follow: true });
    expect(pageMetadata(base).robots).toEqual({ index: true, follow: true });
  });

  it('carries keywords, a custom image and article dates when given', () => {
    const meta = pageMetadata({
      ...base,
      keywords: ['garage door repair Venice'],
      type: 'article',
      publishedTime: '2026-03-01',
      image: { path: '/images/blog/spring.png', alt: 'A broken torsion spring' },
    });
    expect(meta.keywords).toEqual(['garage door repair Venice']);
    expect(meta.openGraph).toMatchObject({ type: 'article', publishedTime: '2026-03-01' });
    expect(meta.twitter?.images).toEqual([expect.objectContaining({ url: `${business.siteUrl}/images/blog/spring.png` })]);
  });
});

describe('absoluteUrl', () => {
  it('keeps the home page slash and adds a missing leading slash', () => {
    expect(absoluteUrl('/')).toBe(`${business.siteUrl}/`);
    expect(absoluteUrl('faq')).toBe(`${business.siteUrl}/faq`);
  });
});
