import { PrivacyPolicyPage, privacyMetadata } from '@/components/pages/privacy-page';

export const metadata = privacyMetadata('en');

export default function Page() {
  return <PrivacyPolicyPage locale="en" />;
}
