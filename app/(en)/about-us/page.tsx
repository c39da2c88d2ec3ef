import { AboutUsPage, aboutUsMetadata } from '@/components/pages/about-us-page';

export const metadata = aboutUsMetadata('en');

export default function Page() {
  return <AboutUsPage locale="en" />;
}
