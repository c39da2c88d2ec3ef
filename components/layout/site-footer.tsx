import { IntentLink } from '@/components/ui/intent-link';
import { business, businessIn } from '@/lib/content/business';
import { navigationIn, type NavLink } from '@/lib/site/navigation';
import { LinkLabel, linkLanguage } from './link-label';
import { Container } from '@/components/ui/container';
import { TextAndMailItems } from '@/components/layout/text-and-mail-items';
import { ClockIcon, FacebookIcon, MapPinIcon, YouTubeIcon } from '@/components/ui/icons';
import { CallLink } from './call-link';
import { Logo } from './logo';
import { LanguageLink } from './language-link';
import { SpanishHelp } from '@/components/layout/spanish-help';
import type { LanguageLink as LanguageTarget } from '@/lib/pages/registry';
import { fill } from '@/lib/content/fill';
import { siteWordsIn } from '@/lib/content/site';
import type { Locale } from '@/lib/i18n/locale';

const socialIcons = { Facebook: FacebookIcon, YouTube: YouTubeIcon } as const;

export function SiteFooter({ locale, language }: { locale: Locale; language: LanguageTarget }) {
  const year = new Date().getFullYear();
  const words = siteWordsIn(locale).footer;
  const { footerCompanyLinks, locationLinks, serviceLinks } = navigationIn(locale);
  return (
    <footer id="contact" className="bg-navy-950 text-navy-100 print:hidden" aria-labelledby="footer-heading">
      <h2 id="footer-heading" className="sr-only">
        {words.heading}
      </h2>
      <Container className="grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_0.9fr]">
        <div>
          <Logo locale={locale} tone="light" />
          <ul className="mt-6 space-y-3">
            <li>
              <CallLink
                className="inline-flex min-h-11 items-center gap-3 text-lg font-bold text-white hover:text-gold-300"
                icon="size-5 text-gold-400"
              />
            </li>
            <TextAndMailItems tone="onNavy" locale={locale} />
            <li className="flex gap-3">
              <ClockIcon className="mt-0.5 size-5 shrink-0 text-gold-400" />
              <span>
                {businessIn(locale).hours.days}, {businessIn(locale).hours.label}
                <br />
                {words.emergency}
              </span>
            </li>
            <li className="flex gap-3">
              <MapPinIcon className="mt-0.5 size-5 shrink-0 text-gold-400" />
              <span>{words.serving}</span>
            </li>
          </ul>
          <ul className="mt-6 flex gap-3" aria-label={words.social}>
            {business.social.map((profile) => {
              const Icon = socialIcons[profile.network];
              return (
                <li key={profile.network}>
                  <a
                    href={profile.url}
                    rel="noopener"
                    className="flex size-11 items-center justify-center rounded-full bg-navy-800 text-white hover:bg-gold-400 hover:text-navy-950"
                  >
                    <Icon className="size-5" />
                    <span className="sr-only">{fill(words.socialProfile, { network: profile.network })}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        <FooterLinks title={words.services} links={serviceLinks} />
        <FooterLinks title={words.areas} links={locationLinks} />
        <div>
          <FooterLinks title={words.company} links={footerCompanyLinks} />
          <h3 className="mt-8 font-bold text-white">{words.payment}</h3>
          <p className="mt-2">{businessIn(locale).payment.methods.join(', ')}</p>
          <SpanishHelp locale={locale} className="mt-6 text-navy-100" />
          <p className="mt-6">
            <LanguageLink
              locale={locale}
              target={language}
              className="inline-flex min-h-11 items-center font-semibold text-white underline underline-offset-4 hover:text-gold-300"
            />
          </p>
        </div>
      </Container>
      <div className="border-t border-navy-800">
        <Container className="flex flex-col gap-2 py-6 text-sm text-navy-200 sm:flex-row sm:justify-between">
          <p>
            © {year} {business.legalName}. {words.licence} {words.family}
          </p>
        </Container>
      </div>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <nav aria-label={title}>
      <h3 className="font-bold text-white">{title}</h3>
      {/* Phones: two links a row, so the lists take half the height. */}
      <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 md:block md:space-y-1">
        {links.map((link) => (
          <li key={link.href}>
            <IntentLink
              href={link.href}
              {...linkLanguage(link)}
              className="flex min-h-11 items-center hover:text-gold-300 hover:underline lg:inline-flex lg:min-h-9"
            >
              <LinkLabel link={link} />
            </IntentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
