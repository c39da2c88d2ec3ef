/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { leadProviders } from '@/lib/leads/providers/table';

// next.config.mjs is plain JavaScript and cannot import the provider table: it reads the names
// from names.json, which must be the table's own list.
const names = JSON.parse(readFileSync('lib/leads/providers/names.json', 'utf8')) as string[];

function loadConfig(provider: string | undefined) {
  const env = { ...process.env, NEXT_PUBLIC_LEAD_PROVIDER: provider ?? '' };
  const script =
    "import('./next.config.mjs').then((m) => console.log(m.default.env.NEXT_PUBLIC_LEAD_PROVIDER), (e) => { console.log(e.message); process.exit(1); })";
  const result = spawnSync(process.execPath, ['-e', script], { env, encoding: 'utf8' });
  return { status: result.status, output: result.stdout.trim() };
}

test('names.json lists the provider table’s services, in its order', () => {
  expect(names).toEqual(Object.keys(leadProviders));
});

test('next.config.mjs takes every listed service, FormSubmit when none is set, and refuses any other name', () => {
  for (const name of names) expect(loadConfig(name)).toEqual({ status: 0, output: name });
  expect(loadConfig(undefined)).toEqual({ status: 0, output: 'formsubmit' });
  expect(loadConfig('FormSubmit')).toEqual({
    status: 1,
    output: `NEXT_PUBLIC_LEAD_PROVIDER="FormSubmit" is not one of ${names.join(', ')}`,
  });
});
