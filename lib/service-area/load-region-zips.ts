import { regionZipsPath, type RegionZipTable } from './region-zips';

let pending: Promise<RegionZipTable> | null = null;

/**
 * Fetches the region's ZIP table once per page view (it stays out of first-load JavaScript).
 * A failed fetch is forgotten, so the next check tries again.
 */
export function loadRegionZips(): Promise<RegionZipTable> {
  pending ??= fetch(regionZipsPath)
    .then((response) => {
      if (!response.ok) throw new Error(`ZIP table: HTTP ${response.status}`);
      return response.json() as Promise<RegionZipTable>;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}
