import type { NextStep } from './thank-you';

/**
 * The review-request card the owner hands to every customer after a visit (/review-us). It asks
 * everyone the same way, whatever their experience: an honest review, good or bad.
 */
export const reviewRequest = {
  ask: `Thank you for choosing us. Would you take two minutes to tell other homeowners how our visit went? Whatever you thought of it, your honest words on Google help your neighbors choose, and they tell us what to keep doing and what to fix.`,
  qrCaption: 'Point your phone’s camera at the code, then tap the link that appears.',
  linkLabel: 'Or open the review form directly',
  steps: [
    { title: 'Scan or tap', text: 'The code and the link open our Google review form; you may need to sign in to Google.' },
    { title: 'Pick your stars', text: 'One to five, as you see it. There is no wrong answer.' },
    { title: 'Say what happened', text: 'A sentence or two about the problem, the technician and the price is the most useful to a neighbor.' },
  ] satisfies NextStep[],
  questions: `Questions about your repair or your warranty? Call us: we would rather fix it than read about it.`,
};
