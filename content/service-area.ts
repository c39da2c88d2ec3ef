/** The county list's summary line; moves to the records with the rest of components/service-area. */
export const serviceAreaCopy = {
  countyZipCount: (county: string, count: number) => `${county} County, ${count} ZIP codes`,
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
