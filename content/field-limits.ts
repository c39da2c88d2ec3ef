/**
 * Generous maxlength limits per kind of field, so no field accepts megabytes. Its own module because the form
 * island imports it: importing content/forms would ship every form's option lists to the browser.
 */
export const maxLengths = { short: 120, email: 254, phone: 40, zip: 10, long: 2000 } as const;
