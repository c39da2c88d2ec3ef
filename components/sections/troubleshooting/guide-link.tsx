import { pageIn } from '@/lib/content/pages';
import { troubleshootingWordsIn } from '@/lib/content/troubleshooting';
import type { Locale } from '@/lib/i18n/locale';
import { IntentLink } from '@/components/ui/intent-link';
import { cn } from '@/lib/cn';
import { textLink } from '@/components/ui/link-card';

/** The way into the troubleshooting guide from the service and emergency pages. */
export function TroubleshootingGuideLink({ locale, className }: { locale: Locale; className?: string }) {
  const { question, link } = troubleshootingWordsIn(locale).guideLink;
  return (
    <p className={cn('text-lg text-slate-800', className)}>
      {question}{' '}
      <IntentLink href={pageIn('troubleshooting', locale).path} className={textLink}>
        {link}
      </IntentLink>
    </p>
  );
}
