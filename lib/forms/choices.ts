/**
 * The values the lead forms' own choice lists send (docs/product.md#forms): what the owner's
 * inbox and filters read, so they are code. Their words are content/forms.json's `choices`, one
 * line per value in this order; the content build names a list whose count differs. Each city's
 * and each service page's choices live in its own file; the troubleshooting form's are the
 * guide's symptoms.
 */
export const choiceValues = {
  // The home promotion form sends each service and time in the words of the original form
  // (docs/product.md#the-two-home-forms-wire-format-exactly), whatever the page's language.
  promotionService: [
    'Hurricane-rated door installation',
    'Broken spring replacement',
    'Off-track door repair',
    'Motor/opener installation',
    'Keypad & remote setup',
    'Cable, roller, hinge repair',
    'Full door replacement',
    'Emergency repair',
    'Other',
  ],
  preferredTime: ['Morning (8AM-12PM)', 'Afternoon (12PM-5PM)', 'Evening (5PM-8PM)', 'Weekend', 'ASAP - Emergency'],
  emergencyType: ['stuck-open', 'stuck-closed', 'off-track', 'broken-spring', 'opener-dead', 'security-issue', 'other'],
  rating: ['5', '4', '3', '2', '1'],
} as const satisfies Record<string, readonly string[]>;

export type ChoiceKey = keyof typeof choiceValues;
