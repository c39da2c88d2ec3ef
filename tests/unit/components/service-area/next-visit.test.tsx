import { render, screen, waitFor } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextVisit } from '@/components/service-area/next-visit';
import { getCounty } from '@/lib/content/counties';
import type { Locale } from '@/lib/i18n/locale';
import { nextVisitLine } from '@/lib/pages/places';

// The tests' Lee County: crews on Tuesdays and Fridays.
const lee = getCounty('lee');

function visit(locale: Locale) {
  const line = nextVisitLine(lee, locale);
  return <NextVisit line={line} locale={locale} link={<a href="#lead-form">{line.book}</a>} />;
}

const lineIn = (container: HTMLElement) => container.querySelector('[data-next-visit]');

describe('a far county’s next visit', () => {
  afterEach(() => jest.useRealTimers());

  it('is built naming the crews’ weekdays, true on any day, with the link to the form', () => {
    document.body.innerHTML = renderToStaticMarkup(visit('en'));
    const line = document.querySelector('[data-next-visit]');
    expect(line).toHaveAttribute('data-next-visit', 'days');
    expect(line).toHaveTextContent('Crews in Lee County every Tuesday and Friday — book a visit');
    expect(screen.getByRole('link', { name: 'book a visit' })).toHaveAttribute('href', '#lead-form');
    document.body.innerHTML = renderToStaticMarkup(visit('es'));
    expect(document.querySelector('[data-next-visit]')).toHaveTextContent(
      'Equipos en el condado de Lee todos los martes y viernes — pida una visita',
    );
  });

  it('names the next crew day on the business’s clock once loaded: Tuesday after its cutoff is Friday', async () => {
    // Tuesday 8 December 2026, 3:10 PM in New York: past the same-day cutoff.
    jest.useFakeTimers({ now: new Date('2026-12-08T15:10:00-05:00') });
    const line = lineIn(render(visit('en')).container);
    await waitFor(() => expect(line).toHaveAttribute('data-next-visit', 'date'));
    expect(line).toHaveTextContent('Next Lee County visit: Friday, Dec 11 — book a visit');
    expect(screen.getByRole('link', { name: 'book a visit' })).toHaveAttribute('href', '#lead-form');
  });

  it('says it in Spanish on a Spanish page', async () => {
    // Monday 7 December, 11:30 PM in New York: already Tuesday in UTC.
    jest.useFakeTimers({ now: new Date('2026-12-07T23:30:00-05:00') });
    const line = lineIn(render(visit('es')).container);
    await waitFor(() => expect(line).toHaveAttribute('data-next-visit', 'date'));
    expect(line).toHaveTextContent('Próxima visita en el condado de Lee: martes, 8 de dic — pida una visita');
  });
});
