import type { ServiceAnswer } from './types';

/** The body as an object when it is JSON, else undefined (HTML pages, empty or cut-short bodies). */
export function jsonObject(body: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The first human-readable text in an answer: `message`, `error` or `body` (text, or an object with a `message`), else `errors[].message`. */
export function answerMessage(json: Record<string, unknown> | undefined): string | undefined {
  if (!json) return undefined;
  for (const key of ['message', 'error', 'body']) {
    const value = json[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
    if (value && typeof value === 'object' && typeof (value as { message?: unknown }).message === 'string')
      return (value as { message: string }).message;
  }
  if (Array.isArray(json.errors)) {
    const messages = json.errors
      .map((error: { message?: unknown }) => (typeof error?.message === 'string' ? error.message : ''))
      .filter(Boolean);
    if (messages.length) return messages.join('; ');
  }
  return undefined;
}

const activation = /activat|confirm|verif/i;

/** A refusal: "activate/confirm/verify" in the service's words means the owner has a step left. */
function refused(message: string): ServiceAnswer {
  return activation.test(message) ? { kind: 'needs-activation', message } : { kind: 'rejected', message };
}

/** The answer of a non-2xx status, the same for every service. */
export function httpFailure(status: number, json: Record<string, unknown> | undefined): ServiceAnswer {
  const message = answerMessage(json) ?? `The service answered HTTP ${status}.`;
  if (status === 429) return { kind: 'rate-limited', message };
  if (status >= 500) return { kind: 'server-error', message };
  return refused(message);
}

export const isSuccessStatus = (status: number) => status >= 200 && status < 300;

/** `true` or "true" (FormSubmit sends strings). */
export const isTrue = (value: unknown) => value === true || value === 'true';

/** A 2xx whose body is not the service's own answer: a network's login page, nothing, or an answer cut short. */
export function unconfirmed(service: string, body: string): ServiceAnswer {
  const text = body.trim();
  const what = !text ? 'an empty answer' : text.startsWith('<') ? 'a web page' : `"${text.slice(0, 40)}"`;
  return {
    kind: 'unconfirmed',
    message: `${service} did not confirm the lead: the answer was ${what} (a Wi-Fi login page or a dropped connection answers so).`,
  };
}

/** How a service that answers JSON says yes and no; anything else after a 2xx is unconfirmed. */
export interface JsonSignal {
  service: string;
  /** Its success signal, exactly. */
  delivered: (json: Record<string, unknown>) => boolean;
  /** Its refusal inside a 2xx answer. */
  refusal: (json: Record<string, unknown>) => boolean;
}

export function readJsonAnswer(status: number, body: string, signal: JsonSignal): ServiceAnswer {
  const json = jsonObject(body);
  if (!isSuccessStatus(status)) return httpFailure(status, json);
  if (json && signal.delivered(json)) return { kind: 'delivered' };
  if (json && signal.refusal(json)) return refused(answerMessage(json) ?? `${signal.service} did not accept the lead.`);
  return unconfirmed(signal.service, body);
}
