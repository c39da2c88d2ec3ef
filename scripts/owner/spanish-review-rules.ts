import type { LoadedContent, TranslatedFile } from '../content/load';
import { pageSpanishRecords, sharedSpanishRecords } from '../../lib/content/spanish-review';
import type { Finding } from './launch-report';

// The Spanish files launch:check lists: one switch per page, said where the owner looks. A
// Spanish page is in search once its own file and the three files every Spanish page shows are
// ticked "Reviewed by a Spanish speaker" (lib/content/spanish-review.ts); each page file's line
// names exactly the other files it still waits for.

const box = '"Reviewed by a Spanish speaker"';

const and = (files: readonly string[]) => (files.length > 1 ? `${files.slice(0, -1).join(', ')} and ${files.at(-1)}` : files[0]);

/** The findings of every Spanish file no Spanish speaker has ticked, and of every page file that waits for one. */
export function spanishReviewFindings(loaded: LoadedContent): Finding[] {
  const spanishOf = (name: string): TranslatedFile[] => (loaded as Record<string, { spanish: TranslatedFile[] }>)[name]?.spanish ?? [];
  const shared = sharedSpanishRecords.flatMap((name) => spanishOf(name));
  const sharedWaiting = shared.filter((entry) => !entry.reviewed).map((entry) => entry.file);
  const stillWaiting = `${and(sharedWaiting)} ${sharedWaiting.length > 1 ? 'are' : 'is'} ticked too (words every Spanish page shows)`;
  const isShared = (name: string) => (sharedSpanishRecords as readonly string[]).includes(name);
  const isPage = (name: string) => (pageSpanishRecords as readonly string[]).includes(name);
  return Object.keys(loaded).flatMap((name): Finding[] =>
    spanishOf(name).flatMap(({ file, reviewed }): Finding[] => {
      if (isShared(name))
        return reviewed
          ? []
          : [
              {
                line: `${file}: not yet read by a Spanish speaker; every Spanish page shows its words, so none is in search until a Spanish speaker ticks ${box} here`,
              },
            ];
      if (isPage(name) && reviewed && sharedWaiting.length > 0)
        return [
          {
            line: `${file}: ticked ${box}, but its page stays out of search until ${stillWaiting}`,
            kind: `Spanish pages ticked ${box} but out of search until ${stillWaiting}`,
            file,
          },
        ];
      if (isPage(name) && !reviewed) {
        const also = sharedWaiting.length ? ` here and in ${and(sharedWaiting)}` : ' here';
        return [
          {
            line: `${file}: not yet read by a Spanish speaker; its page stays out of search (noindex, no hreflang) until a Spanish speaker ticks ${box}${also}`,
            kind: `Spanish pages not yet read by a Spanish speaker; each stays out of search until a Spanish speaker ticks ${box} in its own file${sharedWaiting.length ? ` and in ${and(sharedWaiting)}` : ''}`,
            file,
          },
        ];
      }
      if (!reviewed)
        return [
          {
            line: `${file}: not yet read by a Spanish speaker; its words show on several Spanish pages: ask one to read them and tick ${box} (this box does not change search; each page's own file does)`,
            kind: `Spanish words not yet read by a Spanish speaker, shown on several Spanish pages; ask one to read them and tick ${box} (these boxes do not change search; each page's own file does)`,
            file,
          },
        ];
      return [];
    }),
  );
}
