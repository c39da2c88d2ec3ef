import { business } from '@/lib/content/business';
import type { LeadMessage } from '@/lib/forms/types';

/**
 * Toasts without paying for them up front: sonner is imported the first time a form reports
 * back, and the ToastRegion in the root layout mounts its Toaster at that moment.
 */
type Listener = () => void;

let requested = false;
const listeners = new Set<Listener>();

export function subscribeToToasterRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isToasterRequested(): boolean {
  return requested;
}

/**
 * Fetches sonner's chunk while the visitor fills a form, so the answer can be shown even if the
 * connection drops before they press send.
 */
export function preloadToasts(): void {
  import('sonner').catch(() => undefined);
}

/** Keeps the phone number on one line inside the narrow toast. */
function describe(text: string) {
  const phone = business.phone.display;
  const at = text.indexOf(phone);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <span className="whitespace-nowrap">{phone}</span>
      {text.slice(at + phone.length)}
    </>
  );
}

export type NotifyKind = 'success' | 'error' | 'info';

const durations: Record<NotifyKind, number> = { success: 6_000, error: 12_000, info: 12_000 };

/**
 * Shows a form's outcome. `id` names the form: its newer outcome replaces the older toast, so a
 * success after a failed try is not followed by the stale failure.
 */
export async function notify(kind: NotifyKind, message: LeadMessage, id?: string): Promise<void> {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  try {
    const { toast } = await import('sonner');
    // sonner replays toasts created before its Toaster subscribed, so no need to wait for the mount.
    toast[kind](message.title, { id, description: describe(message.description), duration: durations[kind] });
  } catch {
    // The chunk failed to load (offline): the form's inline message still tells the visitor.
  }
}
