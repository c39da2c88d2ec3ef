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

/**
 * A text whose placeholders stand for elements (a bold amount, a link): its pieces in order, the
 * placeholders replaced by their values, for the page to render side by side.
 */
export function fillParts<T>(template: string, values: Readonly<Record<string, T>>): (string | T)[] {
  return template
    .split(/(\{[a-zA-Z]+\})/)
    .filter(Boolean)
    .map((part) => {
      const name = /^\{([a-zA-Z]+)\}$/.exec(part)?.[1];
      return name && Object.hasOwn(values, name) ? values[name] : part;
    });
}

/**
 * One text per position of a list of `count`, with {number} (from 1) and {count} filled in, plus
 * whatever `values` adds for that position: the names a carousel's dots and slides read out,
 * worked out on the server so the island that shows them carries no template code.
 */
export function numbered(
  template: string,
  count: number,
  values: (index: number) => Readonly<Record<string, string | number>> = () => ({}),
): string[] {
  return Array.from({ length: count }, (_, index) => fill(template, { number: index + 1, count, ...values(index) }));
}
