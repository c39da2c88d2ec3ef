// One made-up place of the region as a city record (lib/content/schemas/city.ts), field by field:
// the one module to adapt when the city schema changes. Every place has its own name, real ZIP
// codes of its county from the region's ZIP table, its own neighbourhoods, and text put together
// from the word banks by a random pick seeded with its number, so the same N gives the same
// places and no two read alike (the site checker's substitution test compares five-word runs).
import * as bank from './word-banks';

/** What the generator reads from the project: the county pages and the region's ZIP codes by county name. */
export interface PlaceContext {
  counties: { slug: string; name: string }[];
  zipsByCounty: Map<string, string[]>;
  /** Names and slugs already taken (the real cities'); each generated place adds its own. */
  taken: Set<string>;
}

/** A small seeded generator (mulberry32): the same seed gives the same places. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const several = <T>(list: readonly T[], count: number): T[] => {
    const pool = [...list];
    return Array.from({ length: Math.min(count, pool.length) }, () => pool.splice(Math.floor(next() * pool.length), 1)[0]);
  };
  return { next, pick, several };
}

export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A name no other place has: root and suffix, then a prefix once those run out. */
function placeName(random: ReturnType<typeof seeded>, taken: Set<string>): string {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const base = `${random.pick(bank.nameRoots)} ${random.pick(bank.nameSuffixes)}`;
    const name = attempt < 20 ? base : `${random.pick(bank.namePrefixes)} ${base}`;
    if (!taken.has(name) && !taken.has(slugOf(name))) return name;
  }
  throw new Error('The word banks have no place name left: add words to scripts/scale/word-banks.ts');
}

/** The place at `index` (0, 1, 2...), its county chosen in turn so every county grows alike. */
export function generatePlace(index: number, context: PlaceContext) {
  const random = seeded(0x5eed + index * 7919);
  const county = context.counties[index % context.counties.length];
  const name = placeName(random, context.taken);
  const slug = slugOf(name);
  context.taken.add(name).add(slug);
  const countyZips = context.zipsByCounty.get(county.name) ?? [];
  if (countyZips.length === 0) throw new Error(`The region's ZIP table has no ZIP code in ${county.name} County`);
  const zipCodes = random.several(countyZips, 1 + Math.floor(random.next() * 3)).sort();
  const hoods = random
    .several(bank.hoodWords, 6)
    .map((word, at) => (at % 3 === 2 ? `${word} ${random.pick(bank.hoodKinds)} of ${name}` : `${word} ${random.pick(bank.hoodKinds)}`));
  const [home, otherHome] = random.several(bank.homes, 2);
  const [feature, otherFeature] = random.several(bank.features, 2);
  const [weather, otherWeather] = random.several(bank.weather, 2);
  const troubles = random.several(bank.troubles, 5);
  const remedies = random.several(bank.remedies, 5);
  const promises = random.several(bank.promises, 5);
  const road = random.pick(bank.roads);
  const crew = random.pick(bank.crews);
  const needs = random.several(bank.serviceNeeds, 4);

  const leads = [
    `Garage door repair for ${name} and the streets off ${road}: ${hoods[0]}, ${hoods[1]} and the homes out past ${feature}, where ${home} are the rule.`,
    `From ${hoods[0]} to ${hoods[3]}, ${name} is mostly ${home}; ${crew} knows the doors here and the ${weather} they put up with.`,
    `${name} sits between ${feature} and ${otherFeature}, and its garages range from ${home} to ${otherHome}, in ${hoods[1]} and ${hoods[4]} alike.`,
  ];
  const notes = [
    {
      title: `The homes off ${road}`,
      text: `Around ${hoods[2]} and along ${road} you find ${home}. Their doors see ${troubles[0]} and ${troubles[1]} more than most, so the van comes with ${remedies[0]} and ${remedies[1]}, and we check the ${random.pick(['jambs', 'header', 'track brackets', 'floor'])} before we hang anything.`,
    },
    {
      title: capital(weather),
      text: `Out toward ${otherFeature} the trouble is ${weather}, and in ${hoods[5]} it is ${otherWeather}. Both end in ${troubles[2]}; ${remedies[2]} and ${remedies[3]} keep a door working through the season.`,
    },
    {
      title: `What breaks first in ${hoods[3]}`,
      text: `Owners of ${otherHome} in ${hoods[3]} call us most about ${troubles[3]} and ${troubles[4]}. We fix those on the first visit when we can, and ${promises[0]}.`,
    },
  ];
  const speciality = capital(random.pick(['springs', 'openers', 'new doors', 'cables', 'tracks']));
  // A place page's search title is 50 to 70 characters (lib/content/schemas/common.ts).
  const title = [
    `Garage Door Repair in ${name}, FL | ${speciality} & More`,
    `Garage Door Repair in ${name}, Florida | ${speciality} & More`,
    `Garage Door Repair ${name}, FL | ${speciality} & Openers`,
    `Garage Doors in ${name}, FL`,
  ].find((text) => text.length >= 50 && text.length <= 70)!;
  return {
    slug,
    name,
    county: county.slug,
    zipCodes,
    neighbourhoods: hoods,
    localNotes: random.several(notes, 2 + Math.floor(random.next() * 2)),
    permits: {
      office: `${county.name} County ${random.pick(bank.permitOffices)}`,
      text: `A replacement door in ${name} is permitted by the ${county.name} County ${random.pick(bank.permitOffices)}, which asks for the door's Florida product approval and its wind rating; homes in ${hoods[0]} and ${hoods[2]} may also need their association's sign-off first.`,
      sample: true,
    },
    pages: {
      long: {
        routes: [
          {
            slug: `garage-door-${slug}`,
            title,
            description: [
              `${name} garage door repair for ${hoods[0]}, ${hoods[1]} and ${hoods[2]}: ${troubles[0]}, ${remedies[0]} and new doors.`,
              `${name} garage door repair for ${hoods[0]} and ${hoods[1]}: ${troubles[0]} and new doors.`,
              `Garage door repair in ${name}, ${county.name} County: springs, openers and new doors.`,
            ].find((text) => text.length <= 160),
            h1: `Garage Door Repair in ${name}, FL`,
          },
        ],
        copy: {
          lead: random.pick(leads),
          services: troubles.map((trouble, at) => capital(`${trouble}, with ${remedies[at]} where it helps`)),
          whyChoose: promises.map(capital),
        },
      },
    },
    form: {
      zipPlaceholder: zipCodes[0],
      select: {
        name: 'service',
        label: random.pick(['What do you need?', 'What is the door doing?', 'What can we help with?']),
        options: [...needs.map(([value, label]) => ({ value, label })), { value: 'not-sure', label: 'Not sure yet' }],
      },
    },
    detectable: false,
  };
}
