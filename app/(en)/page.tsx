import { staticViews } from '@/components/pages/views';

const { Page, metadata: metadataIn } = staticViews.home;

export const metadata = metadataIn('en');

export default function HomeRoute() {
  return <Page locale="en" />;
}
