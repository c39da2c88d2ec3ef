import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { NotFoundLogger } from '@/components/layout/not-found-logger';
import { PageShell } from '@/components/layout/page-shell';
import { siteWordsIn } from '@/lib/content/site';
import { localePath } from '@/lib/pages/registry';
import type { Locale } from '@/lib/i18n/locale';

/** The not-found page's words and way home, in a page's language. */
export function NotFoundPage({ locale }: { locale: Locale }) {
  const words = siteWordsIn(locale).notFound;
  return (
    <PageShell locale={locale} path={localePath('/404', locale)}>
      <Container className="flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
        <NotFoundLogger />
        <p className="text-7xl font-extrabold text-navy-800 sm:text-8xl" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold text-navy-900">
          <span className="sr-only">404: </span>
          {words.heading}
        </h1>
        <p className="mt-3 max-w-md text-lg text-slate-700">{words.text}</p>
        <ButtonLink href={localePath('/', locale)} size="lg" className="mt-8">
          {words.button}
        </ButtonLink>
      </Container>
    </PageShell>
  );
}

/** Next gives its own not-found page (the English one) a noindex; the Spanish one is a page of /es/ and says it itself. */
export function notFoundMetadata(locale: Locale) {
  const words = siteWordsIn(locale).notFound;
  return {
    title: { absolute: words.title },
    description: words.description,
    ...(locale === 'es' ? { robots: { index: false, follow: true } } : {}),
  };
}
