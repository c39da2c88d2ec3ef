// `npm run launch:check [folder]`: lists every placeholder the build would still ship, read from
// the data files in content/: a bad edit first (one line per problem, as the build says it), then
// the example business details, the example reviews, rating, social profiles and video, drawings
// standing in for photos, records still marked placeholder, and Spanish files no Spanish speaker
// has reviewed yet. Exit 1 while any remains.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type ContentCollection, collections } from '../../lib/content/collections';
import { type ContentFile, loadCollections } from '../content/load';
import { formatProblem } from '../content/problems';
import { siteAddress } from '../content/site-address';
import { buildContent } from '../content/build';
import type { Env } from '../content/env-settings';
import {
  artworkProblems,
  type BusinessFacts,
  businessProblems,
  markedPlaceholders,
  sampleProblems,
  unreviewedSpanish,
} from './launch-rules';

export function launchProblems(root: string, env: Env = process.env): string[] {
  const broken = buildContent(root, { env, write: false });
  if (broken.length > 0) return broken.map(formatProblem);
  const { loaded } = loadCollections(root, collections);
  const files = Object.values(loaded).flatMap((entry) =>
    entry.files.map((file): [ContentFile, ContentCollection] => [file, entry.collection]),
  );
  const business = files.find(([file]) => file.file === 'content/business.json')?.[0];
  // The file as the owner wrote it: one phone number, not the forms the build derives from it.
  const facts = JSON.parse(readFileSync(path.join(root, 'content/business.json'), 'utf8')) as BusinessFacts & Record<string, unknown>;
  return [
    ...businessProblems('content/business.json', facts, siteAddress(facts.siteUrl, env)),
    ...files.flatMap(([file, { schema }]) => [
      ...sampleProblems(file, schema),
      ...artworkProblems(file),
      ...(file === business ? [] : markedPlaceholders(file)),
    ]),
    ...Object.values(loaded).flatMap((entry) => entry.spanish.flatMap(unreviewedSpanish)),
  ];
}

function main(): void {
  const problems = launchProblems(path.resolve(process.argv[2] ?? '.'));
  if (problems.length === 0) {
    console.log('launch:check: no placeholders left. Next: npm run leads:check (see the owner\'s guide, "Going live").');
    return;
  }
  console.log(`launch:check: ${problems.length} thing${problems.length === 1 ? '' : 's'} to fix before going live:`);
  for (const problem of problems) console.log(`  - ${problem}`);
  console.log('Fix each, then run npm run launch:check again.');
  process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
