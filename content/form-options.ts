/**
 * The option lists of the lead forms' selects, with their exact values (docs/product.md#forms):
 * the promotion form's services and preferred times, the emergency types and the review rating.
 * Each city's own select lives in its file under content/cities. content/forms.ts builds the forms.
 */
import type { SelectOption } from '@/lib/content/cities';

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
