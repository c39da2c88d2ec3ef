import { readFileSync } from 'node:fs';
import path from 'node:path';
import { regionZipsPath, type RegionZipTable } from './region-zips';

/** The region's ZIP table as the build wrote it, for pages rendered at build time (server only). */
export function readRegionZipTable(): RegionZipTable {
  const file = path.join(process.cwd(), 'public', regionZipsPath);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as RegionZipTable;
  } catch (error) {
    throw new Error(`Cannot read ${file}: run \`npm run zips\` (the build and dev scripts do) first`, { cause: error });
  }
}
