import type { ServiceRecord } from '@/content/services';
import { emergencyForm } from '@/content/forms';
import { LeadFormSection } from '@/components/forms/lead-form-section';
import { PageHero } from '@/components/sections/page-hero';

export function ServicePage({ service }: { service: ServiceRecord }) {
  return (
    <>
      <PageHero
        tone={service.kind === 'emergency' ? 'emergency' : 'navy'}
        eyebrow={service.name}
        title={service.h1}
        lead={service.description}
      />
      {service.kind === 'emergency' && <LeadFormSection form={emergencyForm} title="Request Emergency Service" />}
    </>
  );
}
