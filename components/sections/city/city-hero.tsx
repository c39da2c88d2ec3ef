import type { CityRecord } from '@/lib/content/cities';
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
}

export function CityHero({ city, title, lead, formLabel }: CityHeroProps) {
  return (
    <PageHero
      aside={<HeroFactsCard />}
      eyebrow={`${city.name}, ${city.county}`}
      title={title}
      lead={lead}
      actions={
        <LeadFormLink fallbackHref="#lead-form" className={buttonClasses({ size: 'lg', variant: 'outline', className: 'border-white' })}>
          {formLabel}
        </LeadFormLink>
      }
    />
  );
}
