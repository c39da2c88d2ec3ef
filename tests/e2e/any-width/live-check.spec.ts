import { expect, test } from '@playwright/test';
import { liveCheck } from '@/scripts/owner/live-check';
import { type Fault, rewriteBody, startBrokenHost } from '../../helpers/broken-host';
import { testBuildEnv } from '../../helpers/test-env';

// npm run live:check against the preview server serving this build (clean), then against copies
// of it that a host could get wrong, each planted fault named on one line. Everything answers on
// 127.0.0.1: the check is never pointed at a site outside this machine.
const preview = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
const address = testBuildEnv.NEXT_PUBLIC_SITE_URL;

async function check(url: string, extra: string[] = []) {
  return liveCheck([url, '--address', address, ...extra], testBuildEnv);
}

async function checkBroken(fault: Fault) {
  const host = await startBrokenHost(preview, fault);
  try {
    return { host: host.url, ...(await check(host.url)) };
  } finally {
    await host.close();
  }
}

test('the preview server serving this build is clean', async () => {
  const { clean, lines } = await check(preview);
  expect(lines).toEqual([expect.stringMatching(/^live:check: http:\/\/127\.0\.0\.1:\d+ answers as this build meant \(\d+ pages/)]);
  expect(clean).toBe(true);
});

const keep = ['content-type', 'location'];

const faults: [name: string, fault: Fault, lines: (string | RegExp)[]][] = [
  [
    'a host that drops the headers',
    (_, reply) => ({ ...reply, headers: Object.fromEntries(Object.entries(reply.headers).filter(([name]) => keep.includes(name))) }),
    [
      /^Strict-Transport-Security missing \(\/, \/about-us, \/about and \d+ more\)$/,
      /^X-Content-Type-Options missing /,
      /^Referrer-Policy missing /,
      /^Permissions-Policy missing /,
      /^X-Frame-Options missing /,
      /^Cross-Origin-Opener-Policy missing /,
      /^Content-Security-Policy header missing /,
      'the editor at /admin is served without its Content-Security-Policy',
    ],
  ],
  [
    'a host that serves the .html twins',
    async (path, reply, upstream) => (path.endsWith('.html') && reply.status === 301 ? upstream(reply.headers.location) : reply),
    [
      /^\.html twins answer 200 instead of redirecting to their clean address \(\/index\.html, \/about-us\.html, \/about\.html and \d+ more\)$/,
    ],
  ],
  [
    'a build with the wrong site address in its sitemap and robots.txt',
    (path, reply) =>
      /^\/(sitemap\.xml|robots\.txt)$/.test(path)
        ? rewriteBody(reply, (text) => text.replaceAll(address, 'https://www.example.net'))
        : reply,
    [`sitemap.xml names https://www.example.net, not ${address}`, `robots.txt names https://www.example.net, not ${address}`],
  ],
  [
    'a host whose /contact leads elsewhere than the menu’s Contact',
    (path, reply) => (path === '/contact' ? { ...reply, headers: { ...reply.headers, location: '/faq' } } : reply),
    ['/contact redirects to /faq, not to /about-us'],
  ],
  [
    'a host whose 404 answers 200',
    (_, reply) => (reply.status === 404 ? { ...reply, status: 200 } : reply),
    [/^an unknown address answers 200, not 404 \(\/live-check-[0-9a-f]+\)/],
  ],
  [
    'a policy weakened with unsafe-inline',
    (_, reply) => {
      const policy = reply.headers['content-security-policy'];
      return policy
        ? {
            ...reply,
            headers: {
              ...reply.headers,
              'content-security-policy': policy.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"),
            },
          }
        : reply;
    },
    [
      /^Content-Security-Policy differs from the one this build wrote for the page: script-src adds 'unsafe-inline' \(\/, /,
      "the editor at /admin does not get its own policy: script-src adds 'unsafe-inline'",
    ],
  ],
  [
    'a policy that forbids the form service',
    (_, reply) => {
      const policy = reply.headers['content-security-policy'];
      return policy
        ? {
            ...reply,
            headers: {
              ...reply.headers,
              'content-security-policy': policy.replaceAll(` ${new URL(testBuildEnv.NEXT_PUBLIC_LEAD_ENDPOINT).origin}`, ''),
            },
          }
        : reply;
    },
    [
      /^Content-Security-Policy differs from the one this build wrote for the page: connect-src lacks http:\/\/127\.0\.0\.1:\d+, form-action lacks/,
      /^Content-Security-Policy does not let the forms reach http:\/\/127\.0\.0\.1:\d+ \(connect-src\)/,
      /^Content-Security-Policy does not let the forms reach http:\/\/127\.0\.0\.1:\d+ \(form-action\)/,
    ],
  ],
  [
    'the editor served under a public page’s policy',
    async (path, reply, upstream) =>
      path === '/admin'
        ? {
            ...reply,
            headers: { ...reply.headers, 'content-security-policy': (await upstream('/faq')).headers['content-security-policy'] },
          }
        : reply,
    [/^the editor at \/admin does not get its own policy: script-src adds 'sha256-/],
  ],
  [
    'a page that links an http: address',
    (path, reply) =>
      path === '/faq'
        ? rewriteBody(reply, (text) => text.replace('</main>', '<a href="http://www.example.org/guide">guide</a></main>'))
        : reply,
    ['http: address http://www.example.org/guide on an https site (/faq)'],
  ],
];

for (const [name, fault, expected] of faults) {
  test(`names what is wrong with ${name}, one line each`, async () => {
    const { clean, lines } = await checkBroken(fault);
    expect(clean).toBe(false);
    const problems = lines.slice(1).map((line) => line.replace(/^ {2}- /, ''));
    expect(problems).toEqual(expected.map((line) => (typeof line === 'string' ? line : expect.stringMatching(line))));
  });
}
