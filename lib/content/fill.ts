/**
 * Whether a placeholder at `offset` of `text` opens a sentence: the text's start (after an opening
 * "¿", "¡", quote or bracket) or after a full stop, question or exclamation mark and a space.
 */
export function opensSentence(text: string, offset: number): boolean {
  return /(^|[.!?…]["'”»)]?\s+)["'“«(¿¡]*$/u.test(text.slice(0, offset));
}

/**
 * A value that opens a sentence starts with a capital, whatever its record says: the Spanish
 * "{county} está a más de 45 millas" with "el condado de Lee" reads "El condado de Lee está…".
 * A value whose first word is not plain lower-case prose (an address, "iPhone") is kept as written.
 */
export function sentenceStart(value: string): string {
  const first = /^\S*/u.exec(value)![0];
  if (!/^\p{Ll}[\p{Ll}'’-]*[,.;:]?$/u.test(first)) return value;
  return value.charAt(0).toLocaleUpperCase() + value.slice(1);
}

/**
 * Fills the placeholders a text keeps for the page ("we serve {zip}") with this visit's values.
 * A placeholder without a value stays as written, so a missing one shows rather than vanishes; a
 * value that opens a sentence starts with a capital (`sentenceStart`).
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{([a-zA-Z]+)\}/g, (whole, name: string, offset: number) => {
    if (!Object.hasOwn(values, name)) return whole;
    const value = String(values[name]);
    return opensSentence(template, offset) ? sentenceStart(value) : value;
  });
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
  let offset = 0;
  return template
    .split(/(\{[a-zA-Z]+\})/)
    .filter(Boolean)
    .map((part) => {
      const at = offset;
      offset += part.length;
      const name = /^\{([a-zA-Z]+)\}$/.exec(part)?.[1];
      if (!name || !Object.hasOwn(values, name)) return part;
      const value = values[name];
      return typeof value === 'string' && opensSentence(template, at) ? (sentenceStart(value) as T) : value;
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
