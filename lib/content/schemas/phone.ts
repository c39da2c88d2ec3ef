import { z } from 'zod';

export interface PhoneNumber {
  /** As people read it: (239) 555-0100. */
  display: string;
  /** As a tel: or sms: link needs it: +12395550100. */
  e164: string;
}

/**
 * A US phone number as an owner types it ("239-555-0100", "(239) 555-0100", "+1 239 555 0100"),
 * turned into the two forms the site shows. Anything that is not ten digits (after an optional
 * leading 1) with a valid area code and exchange is refused: a tel: link without +1 dials
 * nowhere from a phone abroad, and a typo would ship on every page.
 */
function parseUsPhone(input: string): PhoneNumber | undefined {
  let digits = input.replace(/[\s().+-]/g, '');
  if (!/^\d+$/.test(digits)) return undefined;
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return undefined;
  return { display: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`, e164: `+1${digits}` };
}

export const usPhone = z.string().transform((input, ctx) => {
  const phone = parseUsPhone(input);
  if (!phone) {
    ctx.issues.push({ code: 'custom', input, message: `a US phone number with its area code, for example 239-555-0100, got "${input}"` });
    return z.NEVER;
  }
  return phone;
});
