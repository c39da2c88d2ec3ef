import { answerMessage, httpFailure, isSuccessStatus, jsonObject, refused } from './read';
import type { LeadProvider } from './types';

const address = () => `https://usebasin.com/f/${process.env.NEXT_PUBLIC_LEAD_FORM_ID ?? ''}`;

/** Basin: delivered on 2xx unless the JSON answer says `success: false`. */
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
  read(status, body) {
    const json = jsonObject(body);
    if (!isSuccessStatus(status)) return httpFailure(status, json);
    if (json?.success === false) return refused(answerMessage(json) ?? 'Basin did not accept the lead.');
    return { kind: 'delivered' };
  },
};
