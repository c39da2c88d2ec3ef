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

const durationMs = 6_000;

/**
 * Says a delivered request as a toast too (docs/product.md, Forms); a failure or a wait is said once, in the
 * form itself (FormFeedback). `id` names the form, so a newer toast of it replaces the older.
 */
export async function notify(message: LeadMessage, id?: string): Promise<void> {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  try {
    const { toast } = await import('sonner');
    // sonner replays toasts created before its Toaster subscribed, so no need to wait for the mount.
    toast.success(message.title, { id, description: message.description, duration: durationMs });
  } catch {
    // The chunk failed to load (offline): the form's inline message still tells the visitor.
  }
}
