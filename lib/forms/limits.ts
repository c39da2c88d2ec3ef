/**
 * Generous maxlength limits per kind of field, so no field accepts megabytes. Its own module
 * because the form island imports it, and the definitions read the records.
 */
export const maxLengths = { short: 120, email: 254, phone: 40, zip: 10, long: 2000 } as const;
