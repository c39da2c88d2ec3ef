import { businessId } from '@/lib/structured-data/jsonld';
import type { PageGraphInput } from './page-graph';

/** An about page is an AboutPage whose subject is the business's own node. */
export const aboutPageGraph = {
  type: 'AboutPage',
  page: { mainEntity: { '@id': businessId } },
} as const satisfies Pick<PageGraphInput, 'type' | 'page'>;
