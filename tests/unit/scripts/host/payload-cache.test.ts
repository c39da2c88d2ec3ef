import { htaccess } from '@/scripts/host/htaccess';
import { nginxConf } from '@/scripts/host/nginx-conf';
import { cacheControl, externalOrigins } from '@/scripts/host/policy';

// The loader fetches each page's payload from the .txt Next exports beside it, fingerprinted as
// faq.txt?v=<content hash>; Next's router fetches the same file without it
// (docs/decisions/016-flight-payload-from-nexts-txt.md). Hosts that can read the query cache the
// fingerprinted request for a year and make every other .txt request revalidate.
const pages = [{ file: 'faq.html', path: '/faq', hashes: [] }];
const origins = externalOrigins({});

describe('payload caching', () => {
  it('nginx: a year for faq.txt?v=..., must-revalidate for any other .txt request', () => {
    const conf = nginxConf(pages, origins);
    expect(conf).toContain('    ~\\.txt$ $site_payload_cache_control;');
    const map = /map \$arg_v \$site_payload_cache_control \{\n([^}]*)\}/.exec(conf)?.[1] ?? '';
    expect(map).toContain(`"" "${cacheControl.html}";`);
    expect(map).toContain(`default "${cacheControl.hashed}";`);
    // The .txt rule comes before the catch-all default and after /_next/static/.
    const cacheMap = /map \$uri \$site_cache_control \{\n([^}]*)\}/.exec(conf)?.[1] ?? '';
    const lines = cacheMap.split('\n').map((line) => line.trim());
    expect(lines.indexOf('~\\.txt$ $site_payload_cache_control;')).toBeLessThan(lines.indexOf('default "";'));
  });

  it('Apache: the same two rules, the fingerprinted one first', () => {
    const file = htaccess(pages, origins);
    const fingerprinted = file.indexOf('<If "%{REQUEST_URI} =~ m#\\.txt$# && %{QUERY_STRING} =~ m#(^|&)v=[0-9a-f]+(&|$)#">');
    const plain = file.indexOf('<ElseIf "%{REQUEST_URI} =~ m#\\.txt$#">');
    expect(fingerprinted).toBeGreaterThan(0);
    expect(plain).toBeGreaterThan(fingerprinted);
    expect(file.slice(fingerprinted, plain)).toContain(`Header set Cache-Control "${cacheControl.hashed}"`);
    expect(file.slice(plain, file.indexOf('</ElseIf>'))).toContain(`Header set Cache-Control "${cacheControl.html}"`);
  });
});
