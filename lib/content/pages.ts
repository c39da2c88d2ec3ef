import { data as reviewRequestData } from '@/lib/content/generated/review-request';
import { data as thankYouData } from '@/lib/content/generated/thank-you';

/** The thank-you page's words (content/thank-you.json): where a form sent without JavaScript lands. */
export const thankYouLead = thankYouData.lead;
export const thankYouSteps = thankYouData.steps;
export const thankYouUrgentNote = thankYouData.urgentNote;

/** The review-request card at /review-us (content/review-request.json). */
export const reviewRequest = reviewRequestData;
