import { readFileSync } from 'node:fs';
import path from 'node:path';
import { exportedPages, routeOf } from '../../../scripts/checks/page-bytes';
import { pageText } from '../../helpers/page-text';
import { expect, test } from '../fixtures';

// An emergency visit has a trip charge; a page that says so must not also promise, in another
// sentence, that there is none ("no trip-charge surprises"). A sentence about a visit booked into
// the regular schedule, which has none, is no contradiction. Reads the export, no browser needed.
test.skip(({ isMobile }) => isMobile, 'reads files, not a viewport');

const applies = /trip charge (applies|is \$)|adds? (a|an|the) [^.]*trip charge|trip charge (included|plus)/i;
const denies = /\bno (hidden )?trip[- ]charges?\b|without (a|any) trip[- ]charge|trip[- ]charge surprises/i;
const regularVisit = /booked|regular|schedul/i;

function tripChargeContradictions(text: string): string[] {
  const sentences = text.split(/(?<=[.!?])\s+/);
  if (!sentences.some((sentence) => applies.test(sentence))) return [];
  return sentences.filter((sentence) => denies.test(sentence) && !regularVisit.test(sentence));
}

test('the check finds the contradiction it is for, and lets the regular-slot rule pass', () => {
  const charge = 'Emergencies: a trip charge applies, and we quote the total before any work starts.';
  expect(tripChargeContradictions(`${charge} No hidden fees, no trip-charge surprises, free estimates.`)).toHaveLength(1);
  expect(tripChargeContradictions(`${charge} A visit booked into the next regular slot has no trip charge.`)).toEqual([]);
});

test('no page says a trip charge applies and, in another sentence, that there is none', () => {
  const pages = exportedPages('out');
  expect(pages.length, 'run `npm run build` first').toBeGreaterThan(10);
  const found = pages.flatMap((file) =>
    tripChargeContradictions(pageText(readFileSync(path.join('out', file), 'utf8'))).map((sentence) => `${routeOf(file)}: ${sentence}`),
  );
  expect(found).toEqual([]);
});
