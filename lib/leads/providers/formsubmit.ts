import facts from '@/lib/content/generated/island-facts.json';
import { thankYouUrl } from '../thank-you';
import { isTrue, readJsonAnswer } from './read';
import type { LeadProvider } from './types';

const service = 'https://formsubmit.co';

/**
 * FormSubmit: no account; the first lead to a new address triggers an activation e-mail and the
 * service answers 200 with {"success":"false"} until it is clicked. Delivered only when the answer
 * is JSON whose `success` is true or "true"; `success` false is a refusal in its words; any other
 * 2xx (a web page, nothing, JSON cut short) is unconfirmed. Its address names the business's e-mail
 * (content/business.json), read from the content build's island-facts.json.
 */
export const formsubmit: LeadProvider = {
  name: 'formsubmit',
  endpoint: () => `${service}/ajax/${facts.email}`,
  fallbackAction: () => `${service}/${facts.email}`,
  honeypotField: '_honey',
  acceptsFiles: true,
  // FormSubmit's documentation (formsubmit.co, "File Upload") shows files on the plain post: an
  // input named `attachment` in a multipart form; copies of that page give 5 MB per submission.
  // The AJAX address already takes multipart form data (the promotion form), so photos go there
  // in the same field. That page does not say so for AJAX: see a photo lead arrive before launch.
  fileField: 'attachment',
  // Files only travel in multipart form data; without them the form keeps its own encoding.
  encoding: (preferred, withFiles) => (withFiles ? 'form-data' : preferred),
  // Form data has only strings; JSON keeps `_captcha: false` a boolean (docs/product.md#the-two-home-forms-wire-format-exactly).
  serviceFields: (form, encoding) => ({ _subject: form.subject, _captcha: encoding === 'json' ? false : 'false' }),
  hiddenFields: (form) => [
    ['_next', thankYouUrl(form)],
    ['_subject', form.subject],
    ['_captcha', 'false'],
  ],
  read: (status, body) =>
    readJsonAnswer(status, body, {
      service: 'FormSubmit',
      delivered: (json) => isTrue(json.success),
      refusal: (json) => 'success' in json,
    }),
};
