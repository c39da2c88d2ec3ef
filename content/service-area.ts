import { serviceArea } from '@/lib/content/service-area';
import { countyList, countySpan } from '@/lib/content/counties';

/**
 * The words of the service-area page, the home page's area section and the ZIP checker. Where
 * they say where we work, they read it from the service-area record (content/service-area.json).
 */
export const serviceAreaCopy = {
  lead: `We fix and install garage doors in every ZIP code from ${serviceArea.summary}: ${countyList()}, barrier islands included. Check your ZIP code, or find your town below.`,
  listTitle: 'Cities with a local team page',
  listIntro:
    'Same-day visits when you call before 3 PM, and emergency visits around the clock. Each city has its own page with its neighbourhoods and local notes.',
  allZipsTitle: `Every ZIP code from ${serviceArea.summary}`,
  allZipsIntro: `Every ZIP code in ${countySpan()} is inside our regular area. Open your county to find your town.`,
  countyZipCount: (county: string, count: number) => `${county} County, ${count} ZIP codes`,
  outsideTitle: 'Just outside the area?',
  outsideText:
    'ZIP codes change at the edges of counties, and a few streets sit on the line. If yours is not listed, call before you give up: we will tell you straight away whether a technician can reach you, and if we cannot, we will point you to someone we trust.',
} as const;

/** The home page's area section, above the ZIP checker. */
export const homeAreaCopy = {
  title: `Local technicians across ${serviceArea.regionName}`,
  intro: `Our vans cover ${countySpan()}, so a technician is rarely more than a short drive from your driveway, whether you live on a barrier island or out east past I-75.`,
  listLink: 'See every city and ZIP code we serve',
} as const;

/** What the ZIP checker says. Plain sentences; the island adds the links and the phone. */
export const zipCheckerCopy = {
  label: 'ZIP code',
  button: 'Check my ZIP',
  hint: 'Five digits, for example 34236.',
  empty: 'Type your five-digit ZIP code first, for example 34236.',
  malformed: (input: string) => `“${input}” is not a ZIP code we can read. A ZIP code is five digits, for example 34236.`,
  loading: 'Checking your ZIP code…',
  served: (zip: string) => `Good news: we serve ${zip}.`,
  servedLink: (city: string) => `Garage door service in ${city}`,
  servedCall: 'Call us and we can usually be there today:',
  /** Near one of our city pages (the record's nearbyMiles): the emergency arrival aim holds there. */
  arrival: (window: string) => `Emergencies: a technician aims to be there within ${window}.`,
  region: (place: string) => `Yes, we serve ${place}.`,
  regionDetail: (zip: string, county: string) =>
    `${zip} is in ${county} County, inside our service area. Call us, or request a visit and we will call you back:`,
  /** Far from every city page: no page of another town, no arrival time we cannot promise. */
  regionFarDetail: (zip: string, county: string, place: string) =>
    `${zip} is in ${county} County, inside our service area. None of our local team pages is near ${place} yet: call and we will tell you when a technician can be there, or request a visit and we will call you back:`,
  requestLink: 'Request a visit',
  nearestLabel: 'Our nearest local page:',
  unserved: (zip: string) => `Sorry, ${zip} is outside our service area, so we cannot promise a technician there.`,
  unservedCall: 'Call us anyway: if we cannot come ourselves, we may know a good local company that can.',
  failed: 'We could not check your ZIP code just now.',
  failedCall: 'Call us and we will tell you straight away:',
  failedList: 'or see every ZIP code we serve',
} as const;
