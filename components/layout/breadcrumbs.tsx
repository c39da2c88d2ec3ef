import { Container } from '@/components/ui/container';
import { IntentLink } from '@/components/ui/intent-link';
import type { Crumb } from '@/lib/site/breadcrumbs';
import { siteWordsIn } from '@/lib/content/site';
import type { Locale } from '@/lib/i18n/locale';

export interface BreadcrumbsProps {
  /** The whole trail, Home first; the same list the page's BreadcrumbList names. */
  trail: readonly Crumb[];
  locale: Locale;
}

/** Where the page sits in the site, above its hero; the last crumb is the page itself. */
export function Breadcrumbs({ trail, locale }: BreadcrumbsProps) {
  return (
    <nav
      aria-label={siteWordsIn(locale).breadcrumbs.name}
      data-breadcrumbs
      className="border-b border-navy-100 bg-white text-sm print:hidden"
    >
      <Container>
        <ol className="flex flex-wrap items-center gap-x-2 py-1.5">
          {trail.map((crumb, index) => {
            const last = index === trail.length - 1;
            return (
              <li key={crumb.path} className="flex min-w-0 items-center gap-2">
                {index > 0 && (
                  <span aria-hidden="true" className="text-slate-500">
                    ›
                  </span>
                )}
                {last ? (
                  <span aria-current="page" className="truncate font-semibold text-slate-800">
                    {crumb.name}
                  </span>
                ) : (
                  <IntentLink
                    href={crumb.path}
                    className="inline-flex min-h-6 items-center text-navy-700 underline-offset-2 hover:underline"
                  >
                    {crumb.name}
                  </IntentLink>
                )}
              </li>
            );
          })}
        </ol>
      </Container>
    </nav>
  );
}
