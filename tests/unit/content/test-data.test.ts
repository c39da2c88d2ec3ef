// The unit tests read their own copy of the data files (tests/fixtures/content, built into
// tests/fixtures/.generated), never the owner's content/: an owner's new service, FAQ entry or
// review must not change what they expect (docs/decisions/014-test-strategy.md).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { faqEntries } from '@/lib/content/faq';
import { services } from '@/lib/content/services';
import { emergencySlug } from '@/lib/content/collections';
import { testBuildEnv } from '@/tests/helpers/test-env';

const fixture = testBuildEnv.CONTENT_DIR;

describe('the records the site’s code reads in a unit test', () => {
  it('are the tests’ copy: its services and its FAQ', () => {
    const files = readdirSync(path.join(fixture, 'services')).filter((name) => /^[a-z-]+\.json$/.test(name));
    expect(services.map((s) => s.slug).sort()).toEqual([...files.map((name) => name.replace(/\.json$/, '')), emergencySlug].sort());
    const faq = JSON.parse(readFileSync(path.join(fixture, 'faq.json'), 'utf8')) as { entries: unknown[] };
    expect(faqEntries).toHaveLength(faq.entries.length);
  });

  it('reach lib/ through the module the mapper names, so no import inside lib/ goes around it to content/', () => {
    const marker = { question: 'Only in this test?', answer: 'Yes.' };
    let entries: unknown;
    jest.isolateModules(() => {
      jest.doMock('@/lib/content/generated/faq', () => ({ data: { entries: [marker] }, es: null }));
      entries = jest.requireActual<typeof import('@/lib/content/faq')>('@/lib/content/faq').faqEntries;
    });
    expect(entries).toEqual([marker]);
  });
});
