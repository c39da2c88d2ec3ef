import { business, mailtoHref } from '@/lib/content/business';
import { homeWordsIn } from '@/lib/content/home';
import type { Locale } from '@/lib/i18n/locale';
import { Container } from '@/components/ui/container';
import { MailIcon } from '@/components/ui/icons';

export function EmailBar({ locale }: { locale: Locale }) {
  const { title, text } = homeWordsIn(locale).emailBar;
  return (
    <section aria-labelledby="email-heading" className="bg-gold-400 py-8 text-navy-950">
      <Container className="flex flex-col items-center justify-between gap-4 text-center md:flex-row md:text-left">
        <div>
          <h2 id="email-heading" className="text-2xl font-extrabold">
            {title}
          </h2>
          <p className="mt-1 font-medium">{text}</p>
        </div>
        <a
          href={mailtoHref}
          className="inline-flex min-h-12 max-w-full items-center gap-2 rounded-lg bg-navy-900 px-5 font-bold break-all text-white hover:bg-navy-800 focus-visible:outline-navy-900"
        >
          <MailIcon className="size-5 shrink-0" />
          {business.email}
        </a>
      </Container>
    </section>
  );
}
