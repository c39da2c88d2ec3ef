import { staticViews } from '@/components/pages/views';

const { Page, metadata: metadataIn } = staticViews.home;

export const metadata = metadataIn('es');

export default function SpanishHomeRoute() {
  return <Page locale="es" />;
}
