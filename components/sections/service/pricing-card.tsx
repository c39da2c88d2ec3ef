import { PageSection } from '@/components/sections/shared/page-section';
import { CheckList } from '@/components/sections/shared/check-list';
import { IntentLink } from '@/components/ui/intent-link';
import { textLink } from '@/components/ui/link-card';
import { cn } from '@/lib/cn';
import { pageWordsIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { localePath } from '@/lib/pages/registry';

export interface PricingCardProps {
  title: string;
  points: readonly string[];
  locale: Locale;
}

/** Emergency pricing: the trip charge and the rule that the total is quoted before any work. */
export function PricingCard({ title, points, locale }: PricingCardProps) {
  return (
    <PageSection id="pricing" tone="muted" title={title}>
      <div className="max-w-3xl rounded-2xl border-t-4 border-emergency-600 bg-white p-6 shadow-md sm:p-8">
        <CheckList items={points} columns={1} className="text-lg" />
        <IntentLink href={localePath('/pricing', locale)} className={cn('mt-5', textLink)}>
          {pageWordsIn(locale).pricing.emergencyLink}
        </IntentLink>
      </div>
    </PageSection>
  );
}
