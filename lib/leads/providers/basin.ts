import { isTrue, readJsonAnswer } from './read';
import type { LeadProvider } from './types';

const address = () => `https://usebasin.com/f/${process.env.NEXT_PUBLIC_LEAD_FORM_ID ?? ''}`;

/**
 * Basin: asked for JSON (Accept: application/json), it answers `{"success": true}`; delivered only
 * then. `success: false` or an `error` is a refusal; any other 2xx is unconfirmed.
 */
export const basin: LeadProvider = {
  name: 'basin',
  endpoint: address,
  fallbackAction: address,
  honeypotField: '_gotcha',
  acceptsFiles: true,
  // docs.usebasin.com/guides/form-features/file-uploads: several files from one input need the
  // name `attachments[]` (multiple); up to 100 MB per submission, multipart with UTF-8.
  fileField: 'attachments[]',
  encoding: (preferred, withFiles) => (withFiles ? 'form-data' : preferred),
  serviceFields: () => ({}),
  // Basin returns the visitor to the redirect URL set in the form's settings.
  hiddenFields: () => [],
  read: (status, body) =>
    readJsonAnswer(status, body, {
      service: 'Basin',
      delivered: (json) => isTrue(json.success),
      refusal: (json) => 'success' in json || 'error' in json,
    }),
};
