/**
 * @jest-environment node
 */
// A town page that names a neighborhood which is a place of its own in the ZIP dataset (Holmes
// Beach, Rotonda West) must list one of that place's ZIP codes, or the ZIP checker sends its
// residents elsewhere: the content build stops with one line naming the file, the neighborhood
// and the fix. Each case plants a neighborhood in a copy of the tests' data.
/* eslint-disable @typescript-eslint/no-explicit-any -- each case edits a different spot of a parsed JSON file */
import { copyForEachTest, editJson } from '@/tests/helpers/content-copy';
import { placeNameKey } from '@/scripts/content/neighbourhood-zips';

jest.setTimeout(60_000);

const copy = copyForEachTest();
const bradenton = 'content/cities/bradenton.json';
const plant =
  (name: string, ...zips: string[]) =>
  (d: any) => {
    d.neighbourhoods.push(name);
    d.zipCodes.push(...zips);
  };

describe('a neighborhood that is a place in the ZIP dataset', () => {
  it('without one of its ZIP codes in the town: one line naming the file, the neighborhood, its ZIP code and the fix', () => {
    editJson(copy.root, bradenton, plant('Holmes Beach'));
    const [line, ...more] = copy.problems();
    expect(more).toEqual([]);
    expect(line).toMatch(
      /^content\/cities\/bradenton\.json: neighbourhoods\[\d+\]: "Holmes Beach" is a place of its own in the ZIP dataset/,
    );
    expect(line).toContain('Holmes Beach, Manatee County: 34218');
    expect(line).toContain('add 34218 to zipCodes, or remove "Holmes Beach" from the neighborhoods');
  });

  it('with its ZIP code in the town: builds', () => {
    editJson(copy.root, bradenton, plant('Holmes Beach', '34218'));
    expect(copy.problems()).toEqual([]);
  });

  it('written the way residents write it ("St. James City" for the dataset\'s Saint James City) is still that place', () => {
    editJson(copy.root, 'content/cities/punta-gorda.json', plant('St. James City'));
    expect(copy.problems()).toEqual([
      expect.stringMatching(
        /^content\/cities\/punta-gorda\.json: neighbourhoods\[\d+\]: "St\. James City" .*Saint James City, Lee County: 33956/,
      ),
    ]);
  });
});

describe('names the rule leaves alone', () => {
  it('a place of the same name outside the counties served (Lakewood Ranch’s Summerfield is not Summerfield in Marion County)', () => {
    editJson(copy.root, bradenton, plant('Summerfield'));
    expect(copy.problems()).toEqual([]);
  });

  it('a neighborhood that is no place of the dataset', () => {
    editJson(copy.root, bradenton, plant('Village of the Arts'));
    expect(copy.problems()).toEqual([]);
  });

  it('matches whole names only: "Ft. Myers Beach" is Fort Myers Beach, "Fort Myers Shores" is not Fort Myers', () => {
    expect(placeNameKey('Ft. Myers Beach')).toBe(placeNameKey('Fort Myers Beach'));
    expect(placeNameKey("Land O' Lakes")).toBe(placeNameKey('Land O Lakes'));
    expect(placeNameKey('Fort Myers Shores')).not.toBe(placeNameKey('Fort Myers'));
  });
});
