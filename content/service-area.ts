/** The words of the service-area page and of the ZIP checker (on that page and the home page). */
export const serviceAreaCopy = {
  lead: 'We fix and install garage doors across Sarasota, Manatee and Charlotte counties, from Palmetto down to Punta Gorda and out to the barrier islands. Check your ZIP code, or find your city below.',
  listTitle: 'Cities and ZIP codes we serve',
  listIntro: 'Every ZIP code below is inside our regular area: same-day visits when you call before 3 PM, and emergency visits around the clock.',
  outsideTitle: 'Just outside the list?',
  outsideText:
    'ZIP codes change at the edges of towns, and a few streets sit on the line. If yours is not listed, call before you give up: we will tell you straight away whether a technician can reach you, and if we cannot, we will point you to someone we trust.',
} as const;

/** What the ZIP checker says. Plain sentences; the island adds the links and the phone. */
export const zipCheckerCopy = {
  label: 'ZIP code',
  button: 'Check my ZIP',
  hint: 'Five digits, for example 34236.',
  empty: 'Type your five-digit ZIP code first, for example 34236.',
  malformed: (input: string) => `“${input}” is not a ZIP code we can read. A ZIP code is five digits, for example 34236.`,
  served: (zip: string) => `Good news: we serve ${zip}.`,
  servedLink: (city: string) => `Garage door service in ${city}`,
  servedCall: 'Call us and we can usually be there today:',
  unserved: (zip: string) =>
    `Sorry, ${zip} is outside our service area, so we cannot promise a technician there.`,
  unservedCall: 'Call us anyway: if we cannot come ourselves, we may know a good local company that can.',
} as const;
