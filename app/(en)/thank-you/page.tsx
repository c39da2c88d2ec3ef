import { ThankYouPage, thankYouMetadata } from '@/components/pages/thank-you-page';

export const metadata = thankYouMetadata('en');

export default function Page() {
  return <ThankYouPage locale="en" />;
}
