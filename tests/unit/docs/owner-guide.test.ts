import { existsSync, readFileSync } from 'node:fs';
import { contentCollections } from '@/lib/content/collections';

// OWNER.md is followed step by step by someone who cannot read the code: every command, file and
// editor entry it names must exist, and it gives one rebuild time.
const guide = readFileSync('OWNER.md', 'utf8');
const scripts = Object.keys((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts);

test('every npm command it names is one of the project’s', () => {
  const named = [...guide.matchAll(/npm (?:run )?([a-z][\w:-]*)/g)].map((match) => match[1]).filter((name) => name !== 'install');
  // Every check an owner or their web person runs before and after going live.
  expect(named).toEqual(expect.arrayContaining(['launch:check', 'leads:check', 'live:check', 'host:check', 'start']));
  expect([...new Set(named)].filter((name) => !scripts.includes(name))).toEqual([]);
});

test('every file of the repository it names is there', () => {
  const paths = [...guide.matchAll(/`((?:content|docs|public|\.github|scripts)\/[^`<>*\s]+|[\w.-]+\.(?:toml|md|yml)|\.nvmrc)`/g)]
    .map((match) => match[1])
    // The editor makes the photo folder with the first upload.
    .filter((file) => file !== 'public/images/photos/');
  expect(paths).toEqual(expect.arrayContaining(['netlify.toml', 'wrangler.toml', '.github/workflows/pages.yml', 'content/team.json']));
  expect(paths.filter((file) => !existsSync(file))).toEqual([]);
});

test('it lists every collection the editor shows', () => {
  const table = guide.slice(guide.indexOf('## What you can change yourself'), guide.indexOf('### Words that fill themselves in'));
  expect(contentCollections.filter((collection) => !table.includes(collection.label)).map((collection) => collection.label)).toEqual([]);
});

test('it states one rebuild time', () => {
  const times = new Set([...guide.matchAll(/usually ([\w ]+? to [\w ]+? minutes)/g)].map((match) => match[1]));
  expect([...times]).toEqual(['3 to 6 minutes']);
});

test('it names the editor’s sign-in buttons as the editor spells them', () => {
  // The editor's own English words (@sveltia/cms), with {$service} for the sign-in service.
  const bundle = readFileSync('node_modules/@sveltia/cms/dist/sveltia-cms.js', 'utf8');
  const word = (key: string) => new RegExp(`\\b${key}:\`([^\`]+)\``).exec(bundle)?.[1];
  const buttons = [
    word('sign_in_with_x')?.replace('{$service}', 'GitHub'),
    word('sign_in_using_access_token'),
    word('work_with_local_repo'),
  ];
  expect(buttons).toEqual(['Sign In with GitHub', 'Sign In Using Access Token', 'Work with Local Repository']);
  const section = guide.slice(
    guide.indexOf('### Which button to click'),
    guide.indexOf('### Signing in: the site is on GitHub, hosted on Netlify'),
  );
  for (const button of buttons) expect(section).toContain(`**${button}**`);
});
