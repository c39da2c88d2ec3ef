import { countyName } from '@/lib/content/counties';
import { fill, fillParts, opensSentence, sentenceStart } from '@/lib/content/fill';
import { pageWordsIn } from '@/lib/content/pages';
import { fillTokens } from '@/scripts/content/tokens';

describe('a value that opens a sentence starts with a capital', () => {
  it('capitalises the Spanish county name where it opens the county page’s reach sentence', () => {
    const words = pageWordsIn('es').countyPages.reach;
    // The record opens the sentence with the county; the Spanish name is "el condado de Lee".
    expect(words.scheduled.startsWith('{county}')).toBe(true);
    expect(countyName('Lee', 'es')).toBe('el condado de Lee');
    const text = fill(words.scheduled, { county: countyName('Lee', 'es'), crewDays: 'martes' });
    expect(text).toMatch(/^El condado de Lee está a más de/);
    // Inside the sentence it stays lower-case, as Spanish writes it.
    expect(fill(words.arrival, { county: countyName('Lee', 'es') })).toMatch(/^Todo el condado de Lee está/);
  });

  it('finds a sentence start at the text’s start, after ¿ ¡ or a quote, and after . ! ? and a space', () => {
    const value = { county: 'el condado de Lee' };
    expect(fill('{county} está cerca.', value)).toBe('El condado de Lee está cerca.');
    expect(fill('¿{county} está cerca?', value)).toBe('¿El condado de Lee está cerca?');
    expect(fill('Llegamos pronto. {county} está cerca.', value)).toBe('Llegamos pronto. El condado de Lee está cerca.');
    expect(fill('¡Sí! «{county}» es nuestro.', value)).toBe('¡Sí! «El condado de Lee» es nuestro.');
    // Not after a colon, a comma or inside a sentence.
    expect(fill('Atendemos {county}.', value)).toBe('Atendemos el condado de Lee.');
    expect(fill('Dónde: {county}', value)).toBe('Dónde: el condado de Lee');
    expect(fill('Precio (es decir, {county})', value)).toBe('Precio (es decir, el condado de Lee)');
    expect(opensSentence('Listo. {x}', 7)).toBe(true);
    expect(opensSentence('Vea {x}', 4)).toBe(false);
  });

  it('keeps a value whose first word is not plain lower-case prose as written', () => {
    expect(sentenceStart('info@example.com')).toBe('info@example.com');
    expect(sentenceStart('https://example.com/a b')).toBe('https://example.com/a b');
    expect(sentenceStart('iPhone y Android')).toBe('iPhone y Android');
    expect(sentenceStart('/es/precios')).toBe('/es/precios');
    expect(sentenceStart('$150 a $300')).toBe('$150 a $300');
    expect(sentenceStart('más de 20 años')).toBe('Más de 20 años');
    expect(sentenceStart('efectivo, cheque o tarjeta')).toBe('Efectivo, cheque o tarjeta');
  });

  it('does the same for the pieces of a text with elements, and leaves elements alone', () => {
    const link = { element: 'a' };
    expect(fillParts('{county} está a {miles} millas. {link}', { county: 'el condado de Lee', miles: '50', link })).toEqual([
      'El condado de Lee',
      ' está a ',
      '50',
      ' millas. ',
      link,
    ]);
  });

  it('capitalises a record’s token at a sentence start when the content build fills it', () => {
    const values = { serviceArea: 'de Spring Hill a Naples', countyList: 'los condados de Lee y Collier' };
    const filled = fillTokens(
      { a: '{serviceArea}: damos servicio desde hace años.', b: 'Damos servicio {serviceArea}. {countyList} también.' },
      values,
      'test.es.json',
      [],
    );
    expect(filled).toEqual({
      a: 'De Spring Hill a Naples: damos servicio desde hace años.',
      b: 'Damos servicio de Spring Hill a Naples. Los condados de Lee y Collier también.',
    });
  });
});
