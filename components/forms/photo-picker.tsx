'use client';

import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import type { LeadFormWords } from '@/lib/forms/types';
import type { Locale } from '@/lib/i18n/locale';
import { fitCount } from '@/lib/photos/plan';
import { preparePhoto } from '@/lib/photos/resize';
import type { LeadPhotos } from './lead-photos';
import { photoNotes } from './photo-notes';

interface Preview {
  key: number;
  file: File;
  /** An object URL of the resized file, revoked when the photo goes. */
  url: string;
}

export interface PhotoPickerProps {
  input: RefObject<HTMLInputElement | null>;
  words: LeadFormWords['photos'];
  locale: Locale;
  onReady: (photos: LeadPhotos) => void;
  onNote: (note: string) => void;
  /** Told how many photos are kept, each time that changes. */
  onCount: (count: number) => void;
}

/** Puts the kept photos back into the input, so a plain post sends what the previews show. */
function syncInput(input: HTMLInputElement | null, files: File[]) {
  if (!input) return;
  try {
    const transfer = new DataTransfer();
    for (const file of files) transfer.items.add(file);
    input.files = transfer.files;
  } catch {
    // No DataTransfer here: the form's code still sends the picker's own list.
  }
}

/** The photos now kept: in the ref the form's code reads, on screen, and in the input. */
function keep(kept: RefObject<Preview[]>, show: (next: Preview[]) => void, input: RefObject<HTMLInputElement | null>, next: Preview[]) {
  kept.current = next;
  show(next);
  syncInput(
    input.current,
    next.map((preview) => preview.file),
  );
}

/**
 * The photos of one form, loaded with the first pick (PhotoField): each picked photo is resized
 * (lib/photos/resize), previewed with a Remove button, and kept up to three; what cannot be used
 * is left out with a note. A new pick adds to the photos already there. The form's code gets the
 * list through `onReady`, and waits for photos still being resized before it sends.
 */
export default function PhotoPicker({ input, words, locale, onReady, onNote, onCount }: PhotoPickerProps) {
  const notes = useMemo(() => photoNotes(words, locale), [words, locale]);
  const [previews, setPreviews] = useState<Preview[]>([]);
  const kept = useRef<Preview[]>([]);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const nextKey = useRef(0);
  const started = useRef(false);
  const list = useRef<HTMLUListElement>(null);
  const focusAfterRemove = useRef<number | undefined>(undefined);

  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const addPhotos = async (picked: File[]) => {
      const { take, leftOut } = fitCount(kept.current.length, picked.length);
      if (take > 0) onNote(words.preparing);
      const added: Preview[] = [];
      const said: string[] = [];
      for (const file of picked.slice(0, take)) {
        const photo = await preparePhoto(file);
        if (photo.kind === 'left-out') said.push(notes.leftOut(photo.name));
        else added.push({ key: nextKey.current++, file: photo.file, url: URL.createObjectURL(photo.file) });
      }
      if (added.length) said.unshift(notes.added(added.length));
      if (leftOut) said.push(notes.overLimit(leftOut));
      // Also after a cancelled or full pick, which some browsers answer by emptying the input.
      keep(kept, setPreviews, input, [...kept.current, ...added]);
      if (said.length) onNote(said.join(' '));
    };
    // One pick at a time, in order; a pick that goes wrong costs only its photos, never the request.
    const add = () => {
      const picked = [...(element.files ?? [])];
      queue.current = queue.current.then(() => addPhotos(picked)).catch(() => onNote(''));
    };
    element.addEventListener('change', add);
    if (!started.current) {
      started.current = true;
      add(); // the pick that loaded this code
    }
    onReady({
      ready: () => queue.current.then(() => kept.current.map((preview) => preview.file)),
      current: () => kept.current.map((preview) => preview.file),
      clear: () => {
        queue.current = queue.current.then(() => {
          for (const preview of kept.current) URL.revokeObjectURL(preview.url);
          keep(kept, setPreviews, input, []);
          onNote('');
        });
      },
    });
    return () => element.removeEventListener('change', add);
  }, [input, onReady, onNote, words, notes]);

  useEffect(() => onCount(previews.length), [onCount, previews.length]);

  // The previews' object URLs live as long as the form.
  useEffect(() => () => kept.current.forEach((preview) => URL.revokeObjectURL(preview.url)), []);

  // After a removal, focus the Remove button now in its place (or the one before it, or the input).
  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === undefined) return;
    focusAfterRemove.current = undefined;
    const buttons = list.current?.querySelectorAll('button');
    (buttons?.[Math.min(index, buttons.length - 1)] ?? input.current)?.focus();
  }, [previews, input]);

  const remove = (key: number) => {
    const index = kept.current.findIndex((preview) => preview.key === key);
    if (index < 0) return;
    URL.revokeObjectURL(kept.current[index].url);
    focusAfterRemove.current = index;
    keep(
      kept,
      setPreviews,
      input,
      kept.current.filter((preview) => preview.key !== key),
    );
    onNote(notes.removed(index + 1));
  };

  if (previews.length === 0) return null;
  return (
    <ul ref={list} className="mt-3 flex flex-wrap gap-3">
      {previews.map((preview, index) => (
        <li key={preview.key} className="w-24">
          {/* eslint-disable-next-line @next/next/no-img-element -- a preview of the visitor's own file (blob: URL) */}
          <img
            src={preview.url}
            alt={notes.alt(index + 1)}
            width={96}
            height={96}
            className="size-24 rounded-lg object-cover ring-1 ring-navy-100"
          />
          <button
            type="button"
            onClick={() => remove(preview.key)}
            className={buttonClasses({ variant: 'outline', size: 'sm', className: 'mt-1.5 w-full' })}
          >
            {words.remove}
            <span className="sr-only"> {notes.removeWhich(index + 1)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
