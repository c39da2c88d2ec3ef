import type { CityRecord } from '@/lib/content/cities';
import type { Locale } from '@/lib/i18n/locale';
import { countyLabel, countyOf } from '@/lib/pages/places';
import { LeadFormLink } from '@/components/layout/lead-form-link';
import { PageHero } from '@/components/sections/page-hero';
import { HeroFactsCard } from '@/components/sections/shared/hero-facts-card';
import { buttonClasses } from '@/components/ui/button-styles';

export interface CityHeroProps {
  city: CityRecord;
  title: string;
  lead: string;
  /** The button that smooth-scrolls to #lead-form: 'Get Free Estimate' or 'Get Free Quote'. */
  formLabel: string;
  locale: Locale;
}

export function CityHero({ city, title, lead, formLabel, locale }: CityHeroProps) {
  return (
    <PageHero
      aside={<HeroFactsCard locale={locale} />}
      eyebrow={`${city.name}, ${countyLabel(countyOf(city), locale)}`}
      title={title}
      lead={lead}
      locale={locale}
      actions={
        <LeadFormLink fallbackHref="#lead-form" className={buttonClasses({ size: 'lg', variant: 'outline', className: 'border-white' })}>
          {formLabel}
        </LeadFormLink>
      }
    />
  );
}
