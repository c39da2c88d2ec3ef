/**
 * @jest-environment node
 */
import { withoutStructuredDataText } from '@/scripts/next-adapter/deferred-scripts';

// What the post-build step serves as a page's payload: Next's .txt without the JSON-LD's text,
// which the HTML carries (docs/decisions/016-flight-payload-from-nexts-txt.md). That Next still
// hydrates from it is shown in a browser by tests/e2e/any-width/hydration.spec.ts.
describe('the served payload', () => {
  const hex = (text: string) => Buffer.byteLength(text, 'utf8').toString(16);
  const jsonLd = '{"@context":"https://schema.org","@graph":[{"@type":"WebPage","name":"Puertas de garaje – Reparación"}]}';
  const article = 'Línea uno\n5:["no es una fila"]\nLínea dos';
  const rows = [
    '0:{"P":null}\n',
    `2a:T${hex(jsonLd)},${jsonLd}`,
    `2b:T${hex(article)},${article}`,
    '24:["$","main",null,{"children":"$2b"}]\n',
    '25:["$","script",null,{"type":"application/ld+json","dangerouslySetInnerHTML":{"__html":"$2a"}}]\n',
  ].join('');

  it('empties the JSON-LD text row and keeps every other row byte for byte, multi-byte text and newlines included', () => {
    const served = withoutStructuredDataText(rows);
    expect(served).toBe(rows.replace(`2a:T${hex(jsonLd)},${jsonLd}`, '2a:T0,'));
    expect(served).toContain(`2b:T${hex(article)},${article}24:`);
    expect(withoutStructuredDataText(served)).toBe(served);
  });

  it('leaves a payload it cannot read row by row as it was', () => {
    expect(withoutStructuredDataText('no rows here')).toBe('no rows here');
    expect(withoutStructuredDataText('1:Tzz,{"@context":"https://schema.org"}')).toBe('1:Tzz,{"@context":"https://schema.org"}');
  });
});
