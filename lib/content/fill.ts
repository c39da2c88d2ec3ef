/**
 * Fills the placeholders a text keeps for the page ("we serve {zip}") with this visit's values.
 * A placeholder without a value stays as written, so a missing one shows rather than vanishes.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/** A text in its singular and plural forms, chosen by the language's own rule for `count`. */
export interface PluralText {
  one: string;
  other: string;
}

export function plural(forms: PluralText, count: number, languageTag: string): string {
  const form = new Intl.PluralRules(languageTag).select(count) === 'one' ? forms.one : forms.other;
  return fill(form, { count });
}
