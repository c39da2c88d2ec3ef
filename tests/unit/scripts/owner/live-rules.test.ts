/** @jest-environment node */
import { editorContentSecurityPolicy, pageIsolation, securityHeaders } from '@/scripts/host/policy';
import { type Answer, type LiveSite, liveProblems, policyDifference } from '@/scripts/owner/live-rules';

// The live check's rules on a small site made here: what a clean answer is, and the cases the
// browser test of broken hosts does not reach (GitHub Pages, the not-found page on Netlify).
const address = 'https://www.gulfcoast.test';
const policy =
  "default-src 'self'; script-src 'self' 'sha256-abc'; connect-src 'self' https://formsubmit.co; form-action 'self' https://formsubmit.co";
const headers = {
  ...Object.fromEntries([...securityHeaders, pageIsolation].map(([name, value]) => [name.toLowerCase(), value])),
  'content-security-policy': `${policy}; frame-ancestors 'none'`,
};
const page = (path: string, extra = ''): Answer => ({
  path,
  status: 200,
  headers,
  body: `<meta http-equiv="Content-Security-Policy" content="${policy}"/><link rel="canonical" href="${address}${path}"/><form data-form-id="x"></form>${extra}`,
});

function site(change: Partial<LiveSite> = {}): LiveSite {
  const pages = [page('/'), page('/faq')];
  return {
    address,
    pages,
    twins: new Map([
      ['/', { path: '/index.html', status: 301, headers: { location: '/' }, body: '' }],
      ['/faq', { path: '/faq.html', status: 301, headers: { location: '/faq' }, body: '' }],
    ]),
    notFound: { ...page('/live-check-1'), status: 404 },
    editor: { path: '/admin', status: 200, headers: { ...headers, 'content-security-policy': editorContentSecurityPolicy() }, body: '' },
    redirected: [{ to: '/about-us', answer: { path: '/contact', status: 301, headers: { location: '/about-us' }, body: '' } }],
    robots: { path: '/robots.txt', status: 200, headers: {}, body: `Sitemap: ${address}/sitemap.xml` },
    sitemap: { path: '/sitemap.xml', status: 200, headers: {}, body: `<loc>${address}/</loc><loc>${address}/faq</loc>` },
    assets: [],
    formOrigins: ['https://formsubmit.co'],
    githubPages: false,
    ...change,
  };
}

test('a site that answers as the build meant has no problem', () => {
  expect(liveProblems(site())).toEqual([]);
});

test('the not-found page may come without a policy header, but not with a different one', () => {
  const withoutPolicy = Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'content-security-policy'));
  const bare = { ...page('/live-check-1'), status: 404, headers: withoutPolicy };
  expect(liveProblems(site({ notFound: bare }))).toEqual([]);
  const other = {
    ...page('/live-check-1'),
    status: 404,
    headers: { ...headers, 'content-security-policy': "default-src *; frame-ancestors 'none'" },
  };
  expect(liveProblems(site({ notFound: other }))).toEqual([
    expect.stringMatching(
      /^Content-Security-Policy differs from the one this build wrote for the page: default-src adds \*, default-src lacks 'self', no script-src/,
    ),
  ]);
});

test('on GitHub Pages: no headers and .html twins answering 200 are fine while each names its clean address', () => {
  const noHeaders = (answer: Answer): Answer => ({ ...answer, headers: {} });
  const twins = new Map([
    ['/', { ...page('/'), path: '/index.html' }],
    ['/faq', { ...page('/faq'), path: '/faq.html' }],
  ]);
  const pages = site({ githubPages: true }).pages.map(noHeaders);
  expect(
    liveProblems(site({ githubPages: true, pages, twins, notFound: noHeaders(site().notFound), editor: noHeaders(site().editor) })),
  ).toEqual([]);
  twins.set('/faq', { ...page('/faq'), path: '/faq.html', body: '<p>no canonical</p>' });
  expect(
    liveProblems(site({ githubPages: true, pages, twins, notFound: noHeaders(site().notFound), editor: noHeaders(site().editor) })),
  ).toEqual(['.html twins neither redirect nor name their clean address as canonical (/faq.html)']);
});

test('/contact must lead to the page the menu opens: a redirect there, or on GitHub Pages a noindex page naming it', () => {
  const contact = (answer: Partial<Answer>, githubPages = false) =>
    liveProblems(
      site({ githubPages, redirected: [{ to: '/about-us', answer: { path: '/contact', status: 200, headers: {}, body: '', ...answer } }] }),
    );
  expect(contact({ status: 301, headers: { location: '/faq' } })).toEqual(['/contact redirects to /faq, not to /about-us']);
  expect(contact({ status: 404 })).toEqual(['/contact answers 404 instead of redirecting to /about-us']);
  const standIn = `<meta name="robots" content="noindex"/><link rel="canonical" href="${address}/about-us"/><meta http-equiv="refresh" content="0; url=/about-us"/>`;
  expect(contact({ body: standIn })).toEqual(['/contact answers 200 instead of redirecting to /about-us']);
  const pagesSite = (answer: Partial<Answer>) => contact(answer, true).filter((line) => line.includes('/contact'));
  expect(pagesSite({ body: standIn })).toEqual([]);
  expect(pagesSite({ body: standIn.replace('noindex', 'all') })).toEqual([
    '/contact neither redirects nor is a noindex page leading to /about-us',
  ]);
});

test('a policy difference is told by directive, hashes shortened', () => {
  expect(policyDifference("script-src 'self' 'sha256-a' 'sha256-b' 'sha256-c'", "script-src 'self'; object-src 'none'")).toBe(
    "script-src adds 'sha256-a' 'sha256-b' (+1), no object-src",
  );
});
