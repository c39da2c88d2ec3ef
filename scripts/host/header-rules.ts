// How Netlify and Cloudflare Pages read a _headers file, for the preview server, the site checker
// and the tests. Both apply every rule whose path matches, in the file's order. They differ when
// two matching rules set one header: Cloudflare joins the values with a comma unless the later
// rule first detaches it (`! Name`), Netlify keeps the later rule's value and skips a detach line
// (its parser reads only `name: value` lines). The site's _headers detaches every header it sets
// again, so both read it alike (tests/unit/scripts/host/host-files.test.ts).

/** One rule of a _headers file: the paths it matches, the headers it detaches, then sets. */
export interface HeaderRule {
  path: string;
  pattern: RegExp;
  unset: string[];
  headers: [name: string, value: string][];
}

export type HeadersHost = 'cloudflare' | 'netlify';

/** A rule path as a pattern: `*` matches anything (slashes too), `:name` one path segment. */
function rulePattern(rulePath: string): RegExp {
  const source = rulePath
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/:[A-Za-z]\w*/g, '[^/]+');
  return new RegExp(`^${source}$`);
}

/** Parses a Netlify-style _headers file into its rules, in order. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      current = { path: line, pattern: rulePattern(line), unset: [], headers: [] };
      rules.push(current);
    } else if (current && line.startsWith('!') && !line.includes(':')) {
      current.unset.push(line.slice(1).trim());
    } else if (current) {
      const at = line.indexOf(':');
      if (at > 0) current.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

/** The headers a host's rules give one path, by header name as the file writes it. */
export function headersForPath(rules: HeaderRule[], pathname: string, host: HeadersHost = 'cloudflare'): Record<string, string> {
  const headers = new Map<string, [name: string, value: string]>();
  const setByRule = new Set<string>();
  for (const rule of rules.filter((candidate) => candidate.pattern.test(pathname))) {
    if (host === 'cloudflare') for (const name of rule.unset) headers.delete(name.toLowerCase());
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const earlier = headers.get(key);
      // Cloudflare appends to a header an earlier rule set (a detached one is gone by now).
      const joined = host === 'cloudflare' && earlier && setByRule.has(key) ? `${earlier[1]}, ${value}` : value;
      headers.set(key, [name, joined]);
      setByRule.add(key);
    }
  }
  return Object.fromEntries([...headers.values()]);
}
