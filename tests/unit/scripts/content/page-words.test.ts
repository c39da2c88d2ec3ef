/**
 * @jest-environment node
 */
// The owner's edits to the page records (home, about, troubleshooting, page titles) as the content
// build sees them: a bad edit is one line naming the file and field; a good one reaches the words.
/* eslint-disable @typescript-eslint/no-explicit-any -- each case edits a different spot of a parsed JSON file */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatProblem } from '@/scripts/content/problems';
import { buildContent } from '@/scripts/content/build';
import { copyForEachTest, editJson, generatedRecord } from '@/tests/helpers/content-copy';

const copy = copyForEachTest();

describe('a bad edit to a page record is named in one line', () => {
  it.each([
    [
      'a symptom without a safe check',
      'content/troubleshooting.json',
      (d: any) => (d.symptoms[2].checks = []),
      'content/troubleshooting.json: symptoms[2].checks: expected at least one safe check (a symptom needs its safety advice)',
    ],
    [
      'a symptom without what never to do',
      'content/troubleshooting.json',
      (d: any) => (d.symptoms[0].never = []),
      'content/troubleshooting.json: symptoms[0].never: expected at least one thing never to do (a symptom needs its safety advice)',
    ],
    [
      'a symptom sending to a service page that does not exist',
      'content/troubleshooting.json',
      (d: any) => (d.symptoms[1].service = 'door-painting'),
      'content/troubleshooting.json: symptoms[1].service: expected one of the service pages:',
    ],
    [
      'two symptoms at one address',
      'content/troubleshooting.json',
      (d: any) => (d.symptoms[3].slug = d.symptoms[2].slug),
      `content/troubleshooting.json: symptoms[3].slug: "broken-spring" is already another symptom's; give each its own`,
    ],
    [
      'a home heading left empty',
      'content/home.json',
      (d: any) => (d.services.title = ' '),
      'content/home.json: services.title: expected some text (it is empty)',
    ],
    [
      'the same-day cutoff typed as a time instead of its token',
      'content/faq.json',
      (d: any) => (d.entries[0].answer = 'Usually, yes: call before 3 p.m. for a same-day visit.'),
      'content/faq.json: entries[0].answer: repeats a fact of content/business.json: write {cutoff} ("before 3 PM") instead of the time',
    ],
    [
      'a founding year typed instead of its token',
      'content/home.json',
      (d: any) => (d.hero.eyebrow = 'Family-owned since 2010 · {serviceArea}'),
      'content/home.json: hero.eyebrow: repeats a fact of content/business.json: write {foundedYear} instead of 2010',
    ],
    [
      'a discount typed instead of its token',
      'content/about.json',
      (d: any) => (d.about.contact = 'Get 20% off'),
      'content/about.json: about.contact: repeats a fact of content/business.json: write {offerPercent}% instead of 20%',
    ],
    [
      'a token that does not exist',
      'content/pages.json',
      (d: any) => (d.faq.lead = 'Call {phon} with any question.'),
      'content/pages.json: faq.lead: {phon} is not a word the site can fill in',
    ],
    [
      "a page's address changed (it is the site's own route)",
      'content/pages.json',
      (d: any) => (d.pages.faq.path = '/questions'),
      'content/pages.json: pages.faq.path: expected one of "/faq", got "/questions"',
    ],
    [
      "a page that keeps another page's title",
      'content/pages.json',
      (d: any) => (d.pages.blog.title = d.pages.faq.title),
      "content/pages.json: pages.blog.title: is the same as content/pages.json (pages.faq)'s; give this page its own title",
    ],
  ])('%s', (_what, file, edit, expected) => {
    editJson(copy.root, file, edit);
    const problems = copy.problems();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(expected);
  });

  it('a maintenance page without its schedule, which the home page shows', () => {
    const withoutSchedule = (d: any) => (d.copy.blocks = d.copy.blocks.filter((block: any) => block.kind !== 'schedule'));
    editJson(copy.root, 'content/services/maintenance.json', withoutSchedule);
    editJson(copy.root, 'content/services/maintenance.es.json', withoutSchedule);
    expect(copy.problems()).toEqual([
      'content/services/maintenance.json: copy.blocks: needs a schedule table section: the home page shows it under its maintenance tips',
    ]);
  });

  it("a city page that keeps a one-off page's description", () => {
    editJson(
      copy.root,
      'content/pages.json',
      (d) => (d.pages.pricing.description = 'Prices for garage door work in Venice, Florida, from springs to openers.'),
    );
    editJson(
      copy.root,
      'content/cities/venice.json',
      (d) => (d.pages.long.routes[0].description = 'Prices for garage door work in Venice, Florida, from springs to openers.'),
    );
    expect(copy.problems()).toEqual([
      "content/cities/venice.json: pages.long.routes[0].description: is the same as content/pages.json (pages.pricing)'s; give this page its own description in one of the two (in the copy, if one was copied from the other)",
    ]);
  });
});

describe('an edit reaches every text that states it', () => {
  it('a new founding year and discount, a renamed home heading and a new symptom, through data files alone', () => {
    editJson(copy.root, 'content/business.json', (d) => {
      d.foundedYear = 1998;
      d.offer.percent = 15;
    });
    editJson(copy.root, 'content/home.json', (d) => (d.services.title = 'Every garage door job, one call'));
    editJson(copy.root, 'content/troubleshooting.json', (d) =>
      d.symptoms.push({ ...d.symptoms[0], slug: 'door-shakes', title: 'The door shakes', label: 'Door shakes' }),
    );
    // Symptoms mix facts and words, so the Spanish file gets the new symptom too, in the same place.
    editJson(copy.root, 'content/troubleshooting.es.json', (d) =>
      d.symptoms.push({ ...d.symptoms[0], title: 'La puerta tiembla', label: 'La puerta tiembla' }),
    );
    const out = path.join(copy.root, 'generated');
    expect(buildContent(copy.root, { env: {}, out, now: new Date('2026-06-01') }).map(formatProblem)).toEqual([]);

    const home = generatedRecord(out, 'home');
    const pages = generatedRecord(out, 'pages');
    const about = generatedRecord(out, 'about');
    expect(home.services.title).toBe('Every garage door job, one call');
    expect(home.hero.eyebrow).toMatch(/^Family-owned since 1998 · /);
    expect(home.whyChooseUs.stats[0].value).toBe('1998');
    expect(home.hero.lead).toContain('25+ years');
    expect(home.popup.claim).toBe('Claim My 15% Off');
    expect(pages.pages.home.description).toContain('15% off.');
    expect(pages.pages.about.title).toContain('Since 1998');
    expect(pages.shared.offerBadge).toBe('15% OFF');
    expect(about.aboutUs.whoWeAre.paragraphs[0]).toContain('since 1998');
    expect(generatedRecord(out, 'troubleshooting').symptoms.map((s: any) => s.slug)).toContain('door-shakes');
  });
});

describe('a number is a fact of the business record only where a text states it as that fact', () => {
  const charley = (d: any) => d.localNotes.find((note: any) => /Charley/.test(note.text)).text;

  it('founded in 2004: the build passes and Punta Gorda’s Hurricane Charley (2004) stays as written', () => {
    const before = charley(JSON.parse(readFileSync(path.join(copy.root, 'content/cities/punta-gorda.json'), 'utf8')));
    expect(before).toContain('in 2004');
    editJson(copy.root, 'content/business.json', (d) => (d.foundedYear = 2004));
    const out = path.join(copy.root, 'generated');
    expect(buildContent(copy.root, { env: {}, out }).map(formatProblem)).toEqual([]);
    const puntaGorda = generatedRecord(out, 'cities').find((city: any) => city.slug === 'punta-gorda');
    expect(charley(puntaGorda)).toBe(before);
  });

  it('a year beside "since" is the year founded: both choices are offered, the token and the way to keep a year of something else', () => {
    editJson(copy.root, 'content/business.json', (d) => (d.foundedYear = 2004));
    editJson(
      copy.root,
      'content/cities/punta-gorda.json',
      (d) => (d.localNotes[0].text = `Serving Punta Gorda since 2004. ${d.localNotes[0].text}`),
    );
    expect(copy.problems()).toEqual([
      'content/cities/punta-gorda.json: localNotes[0].text: repeats a fact of content/business.json: write {foundedYear} instead of 2004 (if 2004 here is the year of something else, such as a storm, write {year:2004}: it always shows 2004)',
    ]);
  });

  it('{year:2004} keeps a year of something else as written, whatever the year founded', () => {
    editJson(copy.root, 'content/business.json', (d) => (d.foundedYear = 2004));
    editJson(
      copy.root,
      'content/cities/punta-gorda.json',
      (d) => (d.localNotes[0].text = 'Doors replaced in a hurry since {year:2004} still lack struts.'),
    );
    const out = path.join(copy.root, 'generated');
    expect(buildContent(copy.root, { env: {}, out }).map(formatProblem)).toEqual([]);
    const puntaGorda = generatedRecord(out, 'cities').find((city: any) => city.slug === 'punta-gorda');
    expect(puntaGorda.localNotes[0].text).toBe('Doors replaced in a hurry since 2004 still lack struts.');
  });

  it.each([
    [
      'the discount',
      'content/faq.json',
      'Nearly 20% of the doors we see have a worn bottom seal.',
      'Save 20% on your first repair.',
      '{offerPercent}%',
    ],
    ['the rating', 'content/faq.json', 'The spring was 4.9 inches too short.', 'Rated 4.9 stars by our customers.', '{rating}'],
    ['the same-day cutoff', 'content/faq.json', 'The storm reached the coast at 3 PM.', 'Call by 3 PM for a visit today.', '{cutoff}'],
    ['the year founded, in Spanish', 'content/faq.es.json', 'El huracán llegó en 2010.', 'Reparamos puertas desde 2010.', '{foundedYear}'],
  ])('%s: the same number in another sense passes; stated as the fact, it is named', (_what, file, other, stated, token) => {
    editJson(copy.root, file, (d) => (d.entries[2].answer = other));
    expect(copy.problems()).toEqual([]);
    editJson(copy.root, file, (d) => (d.entries[2].answer = stated));
    const problems = copy.problems();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${file}: entries[2].answer: repeats a fact of content/business.json: write ${token}`);
  });
});
