/**
 * @jest-environment node
 */
// The owner's edits to the forms' words (content/forms.json and its Spanish file) as the content
// build sees them: a choice list that no longer matches the values the code sends, or a form's
// messages left out, is one line naming the file and field; a good edit reaches the words.
/* eslint-disable @typescript-eslint/no-explicit-any -- each case edits a different spot of a parsed JSON file */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatProblem } from '@/scripts/content/problems';
import { choiceValues } from '@/lib/forms/choices';
import { buildContent } from '@/scripts/content/build';
import { copyForEachTest, editJson, generatedRecord } from '@/tests/helpers/content-copy';

const copy = copyForEachTest();

describe('a bad edit to the forms’ words is named in one line', () => {
  it.each([
    [
      'a choice added to the emergency types',
      'content/forms.json',
      (d: any) => d.choices.emergencyType.options.push('Door hit by a car'),
      `content/forms.json: choices.emergencyType.options: expected ${choiceValues.emergencyType.length} choices, one for each value the form sends (${choiceValues.emergencyType.join(', ')}), found ${choiceValues.emergencyType.length + 1}`,
    ],
    [
      'a rating line deleted in the Spanish file',
      'content/forms.es.json',
      (d: any) => d.choices.rating.options.pop(),
      `content/forms.es.json: choices.rating.options: expected 5 choices, one for each value the form sends (5, 4, 3, 2, 1), found 4`,
    ],
    [
      "a form's messages left out",
      'content/forms.json',
      (d: any) => delete d.messages.faq,
      'content/forms.json: messages.faq: is missing (required)',
    ],
    [
      "a form's messages left out of the Spanish file",
      'content/forms.es.json',
      (d: any) => delete d.messages.emergency,
      'content/forms.es.json: messages.emergency: is missing (required)',
    ],
    [
      'a discount typed into a button',
      'content/forms.json',
      (d: any) => (d.buttons.discount = 'Claim My 20% Discount'),
      'content/forms.json: buttons.discount: repeats a fact of content/business.json: write {offerPercent}% instead of 20%',
    ],
    [
      'a word the ZIP checker cannot fill in',
      'content/forms.json',
      (d: any) => (d.zipChecker.served = 'Good news: we serve {zipcode}.'),
      'content/forms.json: zipChecker.served: {zipcode} is not a word the site can fill in',
    ],
  ])('%s', (_what, file, edit, expected) => {
    editJson(copy.root, file, edit);
    const problems = copy.problems();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(expected);
  });
});

describe('a good edit', () => {
  it('rewords a choice and keeps the value the office reads', () => {
    editJson(copy.root, 'content/forms.json', (d) => (d.choices.emergencyType.options[1] = 'Car trapped behind a closed door'));
    const out = mkdtempSync(path.join(tmpdir(), 'generated-'));
    try {
      expect(buildContent(copy.root, { env: {}, out }).map(formatProblem)).toEqual([]);
      const forms = generatedRecord(out, 'forms');
      expect(forms.choices.emergencyType.options[1]).toBe('Car trapped behind a closed door');
      expect(choiceValues.emergencyType[1]).toBe('stuck-closed');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
