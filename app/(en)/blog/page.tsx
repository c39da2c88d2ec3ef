import { staticViews } from '@/components/pages/views';

const { Page, metadata: metadataIn } = staticViews.blog;

export const metadata = metadataIn('en');

export default function BlogRoute() {
  return <Page locale="en" />;
}
