import { TroubleshootingPage, troubleshootingMetadata } from '@/components/pages/troubleshooting-page';

export const metadata = troubleshootingMetadata('en');

export default function Page() {
  return <TroubleshootingPage locale="en" />;
}
