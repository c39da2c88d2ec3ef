export interface PhoneNumber {
  /**
   * As people read it: (239) 555-0100, one unbreakable run (a no-break space, and a word joiner
   * after the hyphen), so no line ever ends inside it: "555-" / "0147" on a narrow screen was
   * how a Spanish sentence, longer around the same number, broke it. Every page's number and every
   * text's {phone} is this one string.
   */
  display: string;
  /** As a tel: or sms: link needs it: +12395550100. */
  e164: string;
}

const noBreakSpace = '\u00a0';
/** Zero-width and drawn by no font, so the subset web font needs no glyph for it (unlike U+2011). */
const wordJoiner = '\u2060';

/**
 * A US phone number as someone types it ("239-555-0100", "(239) 555-0100", "+1 239 555 0100",
 * "2395550100"), turned into the two forms the site shows. Anything that is not ten digits (after
 * an optional leading 1) with a valid area code and exchange is refused: in the business record a
 * tel: link without +1 dials nowhere from a phone abroad, and a typo would ship on every page.
 */
export function parseUsPhone(input: string): PhoneNumber | undefined {
  let digits = input.replace(/[\s().+\u2060-]/g, '');
  if (!/^\d+$/.test(digits)) return undefined;
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return undefined;
  return { display: `(${digits.slice(0, 3)})${noBreakSpace}${digits.slice(3, 6)}-${wordJoiner}${digits.slice(6)}`, e164: `+1${digits}` };
}
