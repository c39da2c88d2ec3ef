import type { ReactNode } from 'react';
import { JsonLd } from '@/components/json-ld';
import { breadcrumbTrail } from '@/lib/site/breadcrumbs';
import { pageGraph, type PageGraphInput } from '@/lib/structured-data/page-graph';
import { Breadcrumbs } from './breadcrumbs';
import { PageShell } from './page-shell';

/**
 * A page: its structured data and its visible breadcrumb trail from one input, so the trail a
 * visitor sees is the BreadcrumbList search engines read, inside the header and footer.
 */
export function PageStructure({ children, ...props }: PageGraphInput & { children?: ReactNode }) {
  const locale = props.locale ?? 'en';
  return (
    <PageShell locale={locale} path={props.path}>
      <JsonLd data={pageGraph(props)} />
      {props.crumbs && <Breadcrumbs trail={breadcrumbTrail(props.crumbs, locale)} locale={locale} />}
      {children}
    </PageShell>
  );
}
