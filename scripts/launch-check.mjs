// `npm run launch:check`: lists every placeholder the build would still ship, read from the
// content records themselves (content/**/*.ts, compiled on the fly by scripts/ts-modules.mjs):
// the placeholder flag, the example business name, 555-01xx numbers, example.com addresses, the
// default site address, drawings standing in for photos, a missing licence number and review
// profiles that are missing or still point at a placeholder, and any other record marked
// `placeholder: true` (the price guide). Exit 1 while any remains.
// `node scripts/launch-check.mjs <root>` checks another tree (the tests use a fixture).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { artworkProblems, businessProblems, markedPlaceholders } from './launch-check-rules.mjs';
import { importTs } from './ts-modules.mjs';

function contentFiles(root) {
  return readdirSync(path.join(root, 'content'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

async function launchProblems(root = process.cwd()) {
  const { business } = await importTs('content/business.ts', root);
  const modules = [];
  for (const file of contentFiles(root)) modules.push([file, await importTs(file, root)]);
  return [...businessProblems(business), ...artworkProblems(modules), ...markedPlaceholders(modules)];
}

const root = path.resolve(process.argv[2] ?? '.');
const problems = await launchProblems(root);
if (problems.length === 0) {
  console.log('launch:check: no placeholders left. Next: npm run leads:check (see the README\'s go-live checklist).');
} else {
  console.log(`launch:check: ${problems.length} placeholder${problems.length === 1 ? '' : 's'} would still ship:`);
  for (const problem of problems) console.log(`  - ${problem}`);
  console.log('Replace each, rebuild, and run npm run launch:check again.');
  process.exitCode = 1;
}
