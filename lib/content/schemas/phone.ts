import { z } from 'zod';
import { parseUsPhone } from '@/lib/facts/us-phone';

export type { PhoneNumber } from '@/lib/facts/us-phone';

export const usPhone = z.string().transform((input, ctx) => {
  const phone = parseUsPhone(input);
  if (!phone) {
    ctx.issues.push({ code: 'custom', input, message: `a US phone number with its area code, for example 239-555-0100, got "${input}"` });
    return z.NEVER;
  }
  return phone;
});
