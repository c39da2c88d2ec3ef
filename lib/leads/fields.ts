import type { FormDefinition } from '@/lib/forms/types';
import facts from '@/lib/content/generated/island-facts.json';
import { leadProvider } from './providers';

/**
 * The names a built form needs before its code loads. Kept apart from payload.ts, whose schema
 * and encoder load with the form's code (docs/decisions/007-lazy-form-controller.md).
 */

/**
 * The city context before (or without) detection: the region's name (docs/product.md#city-detection-home-page),
 * from content/service-area.json through the content build's island-facts.json.
 */
export const defaultCityContext = facts.regionName;

/**
 * The key that carries the arrival window in words ("Thu Nov 26, 10 AM-12 PM", or "As soon as
 * possible"). Without JavaScript the same key carries the day ("Thursday") and `arrivalTime` the
 * window ("10 AM-12 PM"): the page cannot know the date when it is built.
 */
export const arrivalWindowField = 'arrivalWindow';
export const arrivalTimeField = 'arrivalTime';

/** The arrival window of a lead that names none, as the office reads it whatever the page's language. */
export const asSoonAsPossible = 'As soon as possible';

/** The key a lead from a Spanish page carries (`language: "es"`); English leads keep their exact wire format. */
const languageField = 'language';

/** The name of the honeypot field of this build's delivery service (`_honey`, `botcheck`, `_gotcha`, `bot-field`). */
export function honeypotField(): string {
  return leadProvider().honeypotField;
}

/**
 * Where a lead comes from, as the wire carries it: the city in its key (the home forms' `city` or
 * `detected_city`, else `cityContext` when the page has one), the form's `source` and id, and a
 * Spanish page's `language`. The one place these keys are made: the sent lead (payload.ts) and the
 * form posted without JavaScript (components/forms/form-extras.tsx) both take them from here.
 */
export function originFields(form: FormDefinition, cityContext?: string): Record<string, string> {
  const city = cityContext?.trim() || undefined;
  return {
    ...(form.cityField ? { [form.cityField]: city ?? defaultCityContext } : {}),
    source: form.source,
    ...(form.locale !== 'en' ? { [languageField]: form.locale } : {}),
    formId: form.id,
    ...(!form.cityField && city ? { cityContext: city } : {}),
  };
}
