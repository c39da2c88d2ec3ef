import { photoNotes } from '@/components/forms/photo-notes';
import { formsWordsIn } from '@/lib/content/forms';
import { leadFormWordsIn } from '@/lib/forms/island-words';
import { photoLimits } from '@/lib/photos/plan';

describe('the photo notes', () => {
  it.each(['en', 'es'] as const)('%s: one photo in the singular, several in the plural, the limit from the code', (locale) => {
    const record = formsWordsIn(locale).photos;
    const notes = photoNotes(leadFormWordsIn(locale).photos, locale);
    expect(notes.added(1)).toBe(record.added.one.replace('{count}', '1'));
    expect(notes.added(3)).toBe(record.added.other.replace('{count}', '3'));
    expect(notes.overLimit(1)).toBe(record.overLimit.one.replace('{count}', '1').replace('{max}', String(photoLimits.count)));
    expect(notes.overLimit(2)).toBe(record.overLimit.other.replace('{count}', '2').replace('{max}', String(photoLimits.count)));
    expect(leadFormWordsIn(locale).photos.labelNote).toBe(record.labelNote.replace('{max}', String(photoLimits.count)));
  });

  it('names the file left out, or says "one file" when it has no name', () => {
    const words = leadFormWordsIn('en').photos;
    const notes = photoNotes(words, 'en');
    expect(notes.leftOut('huge.heic')).toContain('huge.heic');
    expect(notes.leftOut('')).toBe(words.leftOutUnnamed);
    expect(notes.removed(2)).toBe(words.removed.replace('{number}', '2'));
  });
});
