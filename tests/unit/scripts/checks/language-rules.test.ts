/**
 * @jest-environment node
 */
import { type LanguagePage, languageProblems } from '@/scripts/checks/site-check/language-rules';

// The two languages' rules of the site checker, each against a pair of pages that breaks it once.
const en = 'https://www.example.com/garage-door-repair';
const es = 'https://www.example.com/es/reparacion-de-puertas-de-garaje';
const pairSet = [
  { hreflang: 'en', href: en },
  { hreflang: 'es', href: es },
  { hreflang: 'x-default', href: en },
];
const english: LanguagePage = {
  file: 'garage-door-repair.html',
  url: en,
  lang: 'en-US',
  indexable: true,
  alternates: pairSet,
  mainText: 'Garage door repair in Sarasota. We fix broken springs, bent tracks and openers the same day, and you see the price first.',
  counterpart: es,
};
const spanish: LanguagePage = {
  file: 'es/reparacion-de-puertas-de-garaje.html',
  url: es,
  lang: 'es-US',
  indexable: true,
  alternates: pairSet,
  mainText:
    'Reparación de puertas de garaje en Sarasota. Cambiamos resortes rotos, arreglamos rieles y abridores el mismo día, y usted ve el precio antes.',
  counterpart: en,
};

const problemsOf = (...pages: LanguagePage[]) => [...languageProblems(pages)].flatMap(([file, list]) => list.map((p) => `${file}: ${p}`));

it('passes a reviewed pair with reciprocal, self-referencing hreflang', () => {
  expect(problemsOf(english, spanish)).toEqual([]);
});

it('passes an unreviewed Spanish page: noindex, no hreflang, its English page without one either', () => {
  expect(problemsOf({ ...english, alternates: [] }, { ...spanish, indexable: false, alternates: [] })).toEqual([]);
});

it.each([
  [
    'a pair that is not reciprocal',
    [{ ...english, alternates: [] }, spanish],
    `es/reparacion-de-puertas-de-garaje.html: hreflang en points at ${en}, which does not list the same pages back (none)`,
  ],
  [
    'a page that does not name itself',
    [english, { ...spanish, alternates: pairSet.filter((a) => a.hreflang !== 'es') }],
    'es/reparacion-de-puertas-de-garaje.html: hreflang does not name the page itself as "es"',
  ],
  [
    'hreflang to a noindex page',
    [english, { ...spanish, indexable: false }],
    `garage-door-repair.html: hreflang es points at ${es}, which is noindex or canonical elsewhere`,
  ],
  ['hreflang to a page that does not exist', [english], `garage-door-repair.html: hreflang es points at ${es}, which is not in the export`],
  [
    'x-default that is not English',
    [
      { ...english, alternates: [...pairSet.slice(0, 2), { hreflang: 'x-default', href: es }] },
      { ...spanish, alternates: [...pairSet.slice(0, 2), { hreflang: 'x-default', href: es }] },
    ],
    `garage-door-repair.html: hreflang x-default points at ${es}, not an English page`,
  ],
  [
    'a Spanish page without lang="es"',
    [english, { ...spanish, lang: 'en-US' }],
    'es/reparacion-de-puertas-de-garaje.html: lang is "en-US", expected es for a Spanish page',
  ],
  [
    'a Spanish page that is its English page again',
    [english, { ...spanish, mainText: `${english.mainText} Más información.` }],
    `es/reparacion-de-puertas-de-garaje.html: is mostly the text of ${en}`,
  ],
  [
    'a Spanish page that reads mostly English',
    [english, { ...spanish, mainText: 'Call us today for the door and the springs of your garage, we are open for you. Llame hoy.' }],
    'es/reparacion-de-puertas-de-garaje.html: reads mostly English',
  ],
  [
    'a Spanish page with a second word for an estimate',
    [english, { ...spanish, mainText: `${spanish.mainText} Pida su presupuesto gratis o su cotización por teléfono.` }],
    'es/reparacion-de-puertas-de-garaje.html: calls an estimate "cotización": the Spanish pages say "presupuesto"',
  ],
])('fails %s', (_what, pages, expected) => {
  expect(problemsOf(...pages).join('\n')).toContain(expected);
});

describe('a Spanish page’s structured data', () => {
  const graph = (...nodes: Record<string, unknown>[]) => [{ '@context': 'https://schema.org', '@graph': nodes }];
  const business = {
    '@type': 'HomeAndConstructionBusiness',
    '@id': 'https://www.example.com/#business',
    name: 'Example Garage Door Co.',
    contactPoint: [{ '@type': 'ContactPoint', contactType: 'customer service', availableLanguage: ['en', 'es'] }],
    paymentAccepted: 'Efectivo, Cheque, Tarjetas de crédito',
  };
  const spanishService = {
    '@type': 'Service',
    '@id': `${es}#service`,
    url: es,
    serviceType: 'Reparación e instalación de puertas de garaje',
    areaServed: {
      '@type': 'City',
      name: 'Venice, FL',
      containedInPlace: { '@type': 'AdministrativeArea', name: 'Condado de Sarasota, FL' },
    },
  };

  it('passes names and labels from the Spanish records; the business’s own name and schema.org’s codes are not words', () => {
    expect(problemsOf(english, { ...spanish, jsonLd: graph(business, spanishService) })).toEqual([]);
  });

  it('names every English label code wrote into it (planted: a county, a service type, payment methods)', () => {
    const leaked = {
      ...spanishService,
      serviceType: 'Garage door repair and installation',
      areaServed: { ...spanishService.areaServed, containedInPlace: { '@type': 'AdministrativeArea', name: 'Sarasota County, Florida' } },
    };
    expect(
      problemsOf(english, { ...spanish, jsonLd: graph({ ...business, paymentAccepted: 'Cash, Check, Credit cards' }, leaked) }),
    ).toEqual([
      `${spanish.file}: its JSON-LD @graph[0].paymentAccepted is English on a Spanish page: "Cash, Check, Credit cards" (name it in the Spanish records)`,
      `${spanish.file}: its JSON-LD @graph[1].serviceType is English on a Spanish page: "Garage door repair and installation" (name it in the Spanish records)`,
      `${spanish.file}: its JSON-LD @graph[1].areaServed.containedInPlace.name is English on a Spanish page: "Sarasota County, Florida" (name it in the Spanish records)`,
    ]);
    // The English page may say it in English.
    expect(problemsOf({ ...english, jsonLd: graph(leaked) }, spanish)).toEqual([]);
  });
});
