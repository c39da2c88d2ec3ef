/**
 * The option lists of the lead forms' selects, with their exact values (docs/product.md#forms):
 * the promotion form's services and preferred times, the emergency types, the review rating
 * and each city page's own select. content/forms.ts builds the forms from them.
 */
export interface SelectOption {
  value: string;
  label: string;
}

function opts(pairs: readonly (readonly [string, string])[]): SelectOption[] {
  return pairs.map(([value, label]) => ({ value, label }));
}

/** Home promotion form options (docs/product.md#the-two-home-forms-wire-format-exactly): value and label are the same text. */
export const promotionServiceOptions = opts(
  [
    'Hurricane-rated door installation',
    'Broken spring replacement',
    'Off-track door repair',
    'Motor/opener installation',
    'Keypad & remote setup',
    'Cable, roller, hinge repair',
    'Full door replacement',
    'Emergency repair',
    'Other',
  ].map((v) => [v, v] as const),
);

export const preferredTimeOptions = opts(
  ['Morning (8AM-12PM)', 'Afternoon (12PM-5PM)', 'Evening (5PM-8PM)', 'Weekend', 'ASAP - Emergency'].map((v) => [v, v] as const),
);

export const emergencyTypeOptions = opts([
  ['stuck-open', 'Door stuck open'],
  ['stuck-closed', 'Door stuck closed, car trapped'],
  ['off-track', 'Door off its tracks'],
  ['broken-spring', 'Broken spring'],
  ['opener-dead', 'Opener dead or not responding'],
  ['security-issue', 'Security issue (door will not lock or close)'],
  ['other', 'Something else'],
]);

export const reviewRatingOptions = opts([
  ['5', '5 stars: Excellent'],
  ['4', '4 stars: Good'],
  ['3', '3 stars: Average'],
  ['2', '2 stars: Poor'],
  ['1', '1 star: Terrible'],
]);

/** The city pages' selects, with their exact option values (docs/product.md#every-other-form). */
export const citySelects: Record<string, { name: 'service' | 'issue'; label: string; options: SelectOption[] }> = {
  sarasota: {
    name: 'service',
    label: 'What do you need?',
    options: opts([
      ['spring-repair', 'Spring repair'],
      ['door-stuck-off-track', 'Door stuck or off track'],
      ['opener-issue', 'Opener issue'],
      ['full-replacement', 'Full door replacement'],
      ['not-sure', 'Not sure yet'],
    ]),
  },
  venice: {
    name: 'service',
    label: 'What do you need?',
    options: opts([
      ['spring-repair', 'Spring repair'],
      ['door-off-track', 'Door off track'],
      ['new-door-installation', 'New door installation'],
      ['opener-issue', 'Opener issue'],
      ['not-sure', 'Not sure yet'],
    ]),
  },
  bradenton: {
    name: 'issue',
    label: 'What is the issue?',
    options: opts([
      ['door-wont-open', 'Door won’t open'],
      ['spring-broken', 'Spring broken'],
      ['opener-not-responding', 'Opener not responding'],
      ['need-new-door', 'Need a new door'],
      ['not-sure', 'Not sure yet'],
    ]),
  },
  'north-port': {
    name: 'service',
    label: 'What do you need?',
    options: opts([
      ['broken-spring', 'Broken spring'],
      ['door-off-track', 'Door off track'],
      ['need-new-door', 'Need a new door'],
      ['opener-malfunction', 'Opener malfunction'],
      ['not-sure', 'Not sure yet'],
    ]),
  },
  'lakewood-ranch': {
    name: 'service',
    label: 'What do you need?',
    options: opts([
      ['smart-opener-installation', 'Smart opener installation'],
      ['spring-replacement', 'Spring replacement'],
      ['modern-door-upgrade', 'Modern door upgrade'],
      ['off-track-repair', 'Off-track repair'],
      ['not-sure', 'Not sure yet'],
    ]),
  },
  palmetto: {
    name: 'service',
    label: 'What do you need?',
    options: opts([
      ['broken-spring', 'Broken spring'],
      ['opener-issue', 'Opener issue'],
      ['door-off-track', 'Door off track'],
      ['need-new-door', 'Need a new door'],
      ['not-sure', 'Not sure yet'],
    ]),
  },
  englewood: {
    name: 'service',
    label: 'What do you need?',
    options: opts([
      ['spring-repair', 'Spring repair'],
      ['opener-troubleshooting', 'Opener troubleshooting'],
      ['off-track-door', 'Off-track door'],
      ['new-door-installation', 'New door installation'],
      ['not-sure', 'Not sure yet'],
    ]),
  },
  nokomis: {
    name: 'service',
    label: 'What do you need?',
    options: opts([
      ['door-not-opening', 'Door not opening'],
      ['spring-replacement', 'Spring replacement'],
      ['new-door-needed', 'New door needed'],
      ['opener-not-working', 'Opener not working'],
      ['not-sure', 'Not sure yet'],
    ]),
  },
  osprey: {
    name: 'service',
    label: 'What do you need?',
    options: opts([
      ['door-off-track', 'Door off track'],
      ['spring-replacement', 'Spring replacement'],
      ['smart-opener', 'Smart opener'],
      ['new-door-installation', 'New door installation'],
      ['not-sure', 'Not sure yet'],
    ]),
  },
  // Not in the original sketch; written for these cities in the same shape.
  'punta-gorda': {
    name: 'service',
    label: 'What do you need?',
    options: opts([
      ['broken-spring', 'Broken spring'],
      ['hurricane-door-upgrade', 'Hurricane-rated door upgrade'],
      ['opener-issue', 'Opener issue'],
      ['door-off-track', 'Door off track'],
      ['not-sure', 'Not sure yet'],
    ]),
  },
  'siesta-key': {
    name: 'service',
    label: 'What do you need?',
    options: opts([
      ['corroded-hardware', 'Rusted or corroded hardware'],
      ['spring-replacement', 'Spring replacement'],
      ['hurricane-door-installation', 'Hurricane-rated door installation'],
      ['opener-issue', 'Opener issue'],
      ['not-sure', 'Not sure yet'],
    ]),
  },
};
