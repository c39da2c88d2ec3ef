import { ReviewUsPage, reviewUsMetadata } from '@/components/pages/review-us-page';

export const metadata = reviewUsMetadata('en');

export default function Page() {
  return <ReviewUsPage locale="en" />;
}
