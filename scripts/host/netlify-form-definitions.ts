// Netlify Forms only accepts posts to forms it found in the deployed HTML, with the fields it
// found there. The site's forms are React islands, so after each build that chooses Netlify
// (NEXT_PUBLIC_LEAD_PROVIDER=netlify) this writes out/__forms.html: one hidden
// <form data-netlify="true"> per lead form of the export, with every field the site sends
// (the form's inputs as exported, plus the attribution keys lib/leads/payload.ts adds).
// Other providers: nothing is written (netlify-forms.ts). Pure functions, no I/O.

export const definitionsFile = '__forms.html';
/** Keys lib/leads/payload.ts adds to every lead besides the form's inputs (attribution: lib/leads/attribution.ts). */
export const addedFields = [
  'source',
  'pagePath',
  'formId',
  'cityContext',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'referrer',
];
export const honeypot = 'bot-field';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Every lead form in the pages' HTML, by its data-form-id, with the names of its fields. */
export function leadForms(htmlPages: string[]): Map<string, Set<string>> {
  const forms = new Map<string, Set<string>>();
  for (const html of htmlPages) {
    for (const match of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)) {
      const id = /\bdata-form-id="([^"]+)"/.exec(match[1])?.[1];
      if (!id) continue;
      const names = forms.get(id) ?? new Set<string>();
      for (const field of match[2].matchAll(/<(?:input|select|textarea)\b[^>]*\bname="([^"]+)"/gi)) names.add(field[1]);
      forms.set(id, names);
    }
  }
  return forms;
}

/** The static page Netlify reads at deploy: hidden, not indexed, no scripts. */
export function definitionsPage(forms: Map<string, Set<string>>): string {
  const blocks = [...forms]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, names]) => {
      const fields = [...new Set([...names, ...addedFields, honeypot])].filter((name) => name !== 'form-name');
      return [
        `<form name="${escape(id)}" method="POST" data-netlify="true" netlify-honeypot="${honeypot}" hidden>`,
        `<input type="hidden" name="form-name" value="${escape(id)}"/>`,
        ...fields.map((name) => `<input type="hidden" name="${escape(name)}"/>`),
        '</form>',
      ].join('\n');
    });
  return [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charSet="utf-8"/><meta name="robots" content="noindex"/><title>Form definitions for Netlify</title></head>',
    '<body>',
    ...blocks,
    '</body></html>',
    '',
  ].join('\n');
}
