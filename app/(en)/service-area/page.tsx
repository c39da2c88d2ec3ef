import { ServiceAreaPage, serviceAreaMetadata } from '@/components/pages/service-area-page';

export const metadata = serviceAreaMetadata('en');

export default function Page() {
  return <ServiceAreaPage locale="en" />;
}
