import { PricingPage, pricingMetadata } from '@/components/pages/pricing-page';

export const metadata = pricingMetadata('en');

export default function Page() {
  return <PricingPage locale="en" />;
}
