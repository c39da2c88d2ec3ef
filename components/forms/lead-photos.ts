import { useCallback, useRef } from 'react';
import { photoLimits, sendableAsIs } from '@/lib/photos/plan';

/** The photos a form carries, handed over by its picker once that has loaded (photo-picker.tsx). */
export interface LeadPhotos {
  /** The photos to send, at most three, once any still being resized are ready. */
  ready: () => Promise<File[]>;
  /** The photos ready now, without waiting for the rest. */
  current: () => File[];
  /** After a delivered lead: no photos, no previews. */
  clear: () => void;
}

/** Where a form keeps its picker's photos once that has loaded, and the callback that hands them over. */
export function usePickedPhotos() {
  const photos = useRef<LeadPhotos | null>(null);
  const take = useCallback((picked: LeadPhotos) => {
    photos.current = picked;
  }, []);
  return [photos, take] as const;
}

/** How long a send waits for photos still being resized before it goes with those that are ready. */
const photoWaitMs = 10_000;

const photoInput = (form: HTMLFormElement | null) => form?.querySelector<HTMLInputElement>('input[data-lead-photos]');

/**
 * The photos to send: the picker's, resized. If its code is not here (a send right after the
 * pick, or it failed to load), the input's own files that are small enough go as they are.
 */
export async function photosToSend(photos: LeadPhotos | null, form: HTMLFormElement | null): Promise<File[]> {
  if (photos) {
    let timer: number | undefined;
    const waited = new Promise<File[]>((resolve) => (timer = window.setTimeout(() => resolve(photos.current()), photoWaitMs)));
    try {
      return await Promise.race([photos.ready(), waited]);
    } catch {
      return photos.current();
    } finally {
      window.clearTimeout(timer);
    }
  }
  return [...(photoInput(form)?.files ?? [])].filter(sendableAsIs).slice(0, photoLimits.count);
}

/** Photos go with the lead that sent them; a failed send keeps them, like every typed value. */
export function clearPhotos(photos: LeadPhotos | null, form: HTMLFormElement | null): void {
  if (photos) photos.clear();
  else {
    const input = photoInput(form);
    if (input) input.value = '';
  }
}
