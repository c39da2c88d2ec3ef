import { exampleSiteUrl, siteAddress } from '@/scripts/content/site-address';

describe('the address a build is for', () => {
  const own = 'https://www.gulfcoastgaragedoors.com';

  it('is the owner’s address from the business record, whatever the host says', () => {
    expect(siteAddress(`${own}/`, { NETLIFY: 'true', URL: 'https://gulf-coast.netlify.app', HOST_SITE_URL: 'https://a.github.io' })).toBe(
      own,
    );
  });

  it('is NEXT_PUBLIC_SITE_URL above all', () => {
    expect(siteAddress(own, { NEXT_PUBLIC_SITE_URL: 'https://staging.example.net/' })).toBe('https://staging.example.net');
  });

  it('while the record has the example address: Netlify’s own URL, or the one the Pages workflow passes', () => {
    expect(siteAddress(exampleSiteUrl, { NETLIFY: 'true', URL: 'https://gulf-coast.netlify.app' })).toBe('https://gulf-coast.netlify.app');
    expect(siteAddress(exampleSiteUrl, { HOST_SITE_URL: 'https://www.gulfcoast.test/' })).toBe('https://www.gulfcoast.test');
    // URL means something else off Netlify; it is read only there.
    expect(siteAddress(exampleSiteUrl, { URL: 'https://elsewhere.test' })).toBe(exampleSiteUrl);
  });

  it('is the example address when nothing else is known (launch:check lists it)', () => {
    expect(siteAddress(exampleSiteUrl, {})).toBe(exampleSiteUrl);
  });
});
