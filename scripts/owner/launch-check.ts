// `npm run launch:check [folder]`: lists every placeholder the build would still ship, read from
// the data files in content/: a bad edit first (one line per problem, as the build says it), then
// the example business details, the example reviews, rating, social profiles and video, drawings
// standing in for photos, records still marked placeholder, and the Spanish files each Spanish
// page still waits for a Spanish speaker's tick in. A kind found more than three times is one line
// listing its files. Exit 1 while any remains.
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
  spanishChannelProblems,
  unpricedServices,
} from './launch-rules';
import { type Finding, launchReport } from './launch-report';
import { spanishReviewFindings } from './spanish-review-rules';

/** Everything still to do before going live, one finding each; a bad edit first, alone. */
export function launchFindings(root: string, env: Env = process.env): Finding[] {
  const broken = buildContent(root, { env, write: false });
  if (broken.length > 0) return broken.map((problem) => ({ line: formatProblem(problem) }));
  const { loaded } = loadCollections(root, collections);
  const files = Object.values(loaded).flatMap((entry) =>
    entry.files.map((file): [ContentFile, ContentCollection] => [file, entry.collection]),
  );
  const business = files.find(([file]) => file.file === 'content/business.json')?.[0];
  // The file as the owner wrote it: one phone number, not the forms the build derives from it.
  const facts = JSON.parse(readFileSync(path.join(root, 'content/business.json'), 'utf8')) as BusinessFacts & Record<string, unknown>;
  return [
    ...businessProblems('content/business.json', facts, siteAddress(facts.siteUrl, env)).map((line) => ({ line })),
    ...spanishChannelProblems('content/business.json', facts),
    ...files.flatMap(([file, { schema }]) => [
      ...sampleProblems(file, schema),
      ...artworkProblems(file),
      ...(file === business ? [] : markedPlaceholders(file)),
    ]),
    ...unpricedServices(loaded),
    ...spanishReviewFindings(loaded),
  ];
}

/** The lines launch:check prints: a kind found more than three times is one line with its files. */
export function launchProblems(root: string, env: Env = process.env): string[] {
  return launchReport(launchFindings(root, env));
}

function main(): void {
  const findings = launchFindings(path.resolve(process.argv[2] ?? '.'));
  if (findings.length === 0) {
    console.log('launch:check: no placeholders left. Next: npm run leads:check (see the owner\'s guide, "Going live").');
    return;
  }
  console.log(`launch:check: ${findings.length} thing${findings.length === 1 ? '' : 's'} to fix before going live:`);
  for (const line of launchReport(findings)) console.log(`  - ${line}`);
  console.log('Fix each, then run npm run launch:check again.');
  process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
