import { render, screen } from '@testing-library/react';
import { CallLink } from '@/components/layout/call-link';
import { business, phoneLink } from '@/lib/content/business';
import { readSource, sourceFiles } from '@/tests/helpers/copy-in-code';

// One component draws the links that dial the business, from the one business record; every other
// component under components/ uses it and gives only its words, classes and data attributes.
// Islands get `phoneLink` as a prop (the record stays on the server) and draw it from that.
const callLinkFile = 'components/layout/call-link.tsx';

const ownCallLink = [
  { what: 'writes a tel: address', pattern: /tel:/ },
  { what: "reads the record's raw number (phone.e164)", pattern: /\.e164\b/ },
  { what: 'draws an anchor around phoneLink instead of <CallLink>', pattern: /(?<![\w-])href=\{\s*phoneLink\b/ },
];

function findOwnCallLinks(source: string, file: string): string[] {
  return source
    .split('\n')
    .flatMap((line, index) => ownCallLink.filter(({ pattern }) => pattern.test(line)).map(({ what }) => `${file}:${index + 1}: ${what}`));
}

describe('every call link is a CallLink', () => {
  it('no component under components/ builds its own link to the phone', () => {
    const files = sourceFiles(process.cwd(), ['components'], [callLinkFile]);
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => findOwnCallLinks(readSource(process.cwd(), file), file))).toEqual([]);
  });

  it('the scan finds a planted call link and leaves CallLink and the props handed to islands alone', () => {
    const planted = [
      "<a href={`tel:${business.phone.e164}`} className='font-bold'>{business.phone.display}</a>",
      '<ButtonLink href="tel:+19415550147">Call</ButtonLink>',
      '<a href={phoneLink.href} data-floating="call">',
    ];
    expect(planted.map((line) => findOwnCallLinks(line, 'fixture.tsx').length)).toEqual([2, 1, 1]);
    const fine = [
      '<CallLink className={buttonClasses({ size: "lg" })} icon="size-5" number="spoken">{words.callNow}</CallLink>',
      '<ZipChecker phone={phoneLink} />',
      '<MobileMenu callHref={phoneLink.href} />',
      '<a href={phone.href} className={link}>',
    ];
    expect(fine.flatMap((line) => findOwnCallLinks(line, 'fixture.tsx'))).toEqual([]);
  });
});

describe('CallLink', () => {
  const tel = `tel:${business.phone.e164}`;

  it('is the number itself without words, dialling the record’s number, with the icon when asked', () => {
    const { container } = render(<CallLink className="font-bold" icon="size-5" data-header-call="number" />);
    const link = screen.getByRole('link', { name: business.phone.display });
    expect(link).toHaveAttribute('href', tel);
    expect(phoneLink.href).toBe(tel);
    expect(link).toHaveClass('font-bold');
    expect(link).toHaveAttribute('data-header-call', 'number');
    expect(container.querySelector('svg')).toHaveClass('size-5');
  });

  it('reads the number out after words that do not hold it, and does not repeat it after words that do', () => {
    render(
      <>
        <CallLink number="spoken">Call Now</CallLink>
        <CallLink number="spoken">{`Call ${business.phone.display}`}</CallLink>
      </>,
    );
    const [words, wordsWithNumber] = screen.getAllByRole('link');
    expect(words.textContent).toBe(`Call Now: ${business.phone.display}`);
    expect(words.querySelector('.sr-only')?.textContent).toBe(`: ${business.phone.display}`);
    expect(wordsWithNumber.textContent).toBe(`Call ${business.phone.display}`);
    expect(wordsWithNumber.querySelector('.sr-only')).toBeNull();
  });

  it('shows the number after words given as elements, and keeps a note under the words as a second word', () => {
    render(
      <>
        <CallLink number="shown" data-floating="call">
          <span>Call 24/7</span>
        </CallLink>
        <CallLink aria-label={`Llamar en inglés al ${business.phone.display}`} note="en inglés">
          Llamar
        </CallLink>
      </>,
    );
    const [shown, noted] = screen.getAllByRole('link');
    expect(shown.textContent).toBe(`Call 24/7${business.phone.display}`);
    expect(shown).toHaveAttribute('data-floating', 'call');
    expect(noted).toHaveAccessibleName(`Llamar en inglés al ${business.phone.display}`);
    expect(noted.textContent).toBe('Llamar en inglés');
  });
});
