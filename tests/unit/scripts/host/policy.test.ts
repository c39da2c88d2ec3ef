/** @jest-environment node */
import { createHash } from 'node:crypto';
import { urlPathOf, withMetaPolicy } from '@/scripts/host/host-files';
import { contentSecurityPolicy, externalOrigins, formReturnOrigins, scriptHashes } from '@/scripts/host/policy';

const html = [
  '<html><head><meta charSet="utf-8"/><script src="/_next/static/chunks/a.js" async=""></script>',
  '<script>self.__next_f.push([0])</script>',
  '<script type="application/ld+json">{"@type":"Thing"}</script>',
  '<script id="_R_">boot()</script></head></html>',
].join('');
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const origins = externalOrigins({});

describe('scriptHashes', () => {
  it('hashes exactly the inline scripts a browser would run', () => {
    expect(scriptHashes(html)).toEqual([sha('self.__next_f.push([0])'), sha('boot()')]);
  });
});

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy({ hashes: scriptHashes(html), origins });

  it('allows scripts by hash only, never inline or eval', () => {
    expect(policy).toContain(`script-src 'self' ${sha('self.__next_f.push([0])')} ${sha('boot()')};`);
    expect(policy.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe');
  });

  it('allows the form service, the geocoder and the video frame, and nothing may frame the site', () => {
    expect(policy).toContain("connect-src 'self' https://formsubmit.co https://api.bigdatacloud.net");
    expect(policy).toContain("form-action 'self' https://formsubmit.co");
    expect(policy).toContain('frame-src https://www.youtube-nocookie.com');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it('follows the build-time endpoints of a test build', () => {
    const local = externalOrigins({
      NEXT_PUBLIC_LEAD_ENDPOINT: 'http://127.0.0.1:4199/ajax/office@example.com',
      NEXT_PUBLIC_LEAD_FALLBACK_ENDPOINT: 'http://127.0.0.1:4199/office@example.com',
      NEXT_PUBLIC_GEOCODER_URL: 'http://127.0.0.1:4200/reverse',
    });
    expect(local).toEqual({
      leads: ['http://127.0.0.1:4199'],
      analytics: [],
      geocoder: 'http://127.0.0.1:4200',
      video: 'https://www.youtube-nocookie.com',
      returns: [],
    });
  });

  it.each([
    ['web3forms', 'https://api.web3forms.com'],
    ['formspree', 'https://formspree.io'],
    ['basin', 'https://usebasin.com'],
  ])('allows the %s service and not FormSubmit when it is the chosen provider', (provider, origin) => {
    const chosen = externalOrigins({ NEXT_PUBLIC_LEAD_PROVIDER: provider });
    expect(chosen.leads).toEqual([origin]);
    const policy = contentSecurityPolicy({ hashes: [], origins: chosen });
    expect(policy).toContain(`connect-src 'self' ${origin} https://api.bigdatacloud.net`);
    expect(policy).toContain(`form-action 'self' ${origin};`);
    expect(policy).not.toContain('formsubmit.co');
  });

  it('keeps Netlify Forms on the site itself and a webhook on its own address', () => {
    expect(externalOrigins({ NEXT_PUBLIC_LEAD_PROVIDER: 'netlify' }).leads).toEqual([]);
    expect(contentSecurityPolicy({ hashes: [], origins: externalOrigins({ NEXT_PUBLIC_LEAD_PROVIDER: 'netlify' }) })).toContain(
      "form-action 'self';",
    );
    const hook = externalOrigins({
      NEXT_PUBLIC_LEAD_PROVIDER: 'webhook',
      NEXT_PUBLIC_LEAD_ENDPOINT: 'https://hooks.zapier.com/hooks/catch/1/abc/',
    });
    expect(hook.leads).toEqual(['https://hooks.zapier.com']);
  });

  it('refuses a provider name it does not know', () => {
    expect(() => externalOrigins({ NEXT_PUBLIC_LEAD_PROVIDER: 'mailchimp' })).toThrow(/not one of formsubmit/);
  });

  it('allows the analytics host only when analytics is configured', () => {
    expect(externalOrigins({ NEXT_PUBLIC_ANALYTICS_HOST: 'https://plausible.io' }).analytics).toEqual([]);
    const counted = externalOrigins({ NEXT_PUBLIC_ANALYTICS_PROVIDER: 'plausible', NEXT_PUBLIC_ANALYTICS_HOST: 'https://plausible.io/' });
    expect(counted.analytics).toEqual(['https://plausible.io']);
    expect(contentSecurityPolicy({ hashes: [], origins: counted })).toContain(
      "connect-src 'self' https://formsubmit.co https://plausible.io https://api.bigdatacloud.net",
    );
  });

  it('lets a no-JavaScript post return to the site address, whatever origin serves the page', () => {
    const pagesHtml = [
      '<form method="post" action="https://formsubmit.co/x"><input type="hidden" name="_next" value="https://www.example.com/thank-you"/></form>',
      '<input name="_next" type="hidden" value="https://example.com/thank-you?a=1&amp;b=2"/>',
      '<p>no form</p>',
    ];
    const returns = formReturnOrigins(pagesHtml);
    expect(returns).toEqual(['https://example.com', 'https://www.example.com']);
    const policy = contentSecurityPolicy({ hashes: [], origins: externalOrigins({}, returns) });
    expect(policy).toContain("form-action 'self' https://formsubmit.co https://example.com https://www.example.com;");
  });

  it('leaves frame-ancestors out of the <meta> version, where browsers ignore it', () => {
    expect(contentSecurityPolicy({ hashes: [], origins, meta: true })).not.toContain('frame-ancestors');
  });
});

describe('host files', () => {
  it('puts the meta policy straight after the charset, once', () => {
    const once = withMetaPolicy(html, "default-src 'self'");
    const twice = withMetaPolicy(once, "default-src 'none'");
    expect(twice.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(twice).toContain('<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src \'none\'"/>');
  });

  it('maps files to clean URL paths', () => {
    expect(urlPathOf('index.html')).toBe('/');
    expect(urlPathOf('blog/salt-air-garage-door-care.html')).toBe('/blog/salt-air-garage-door-care');
    expect(urlPathOf('404.html')).toBeNull();
  });
});
