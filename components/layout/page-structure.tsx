import { JsonLd } from '@/components/json-ld';
import { breadcrumbTrail } from '@/lib/breadcrumbs';
import { pageGraph, type PageGraphInput } from '@/lib/structured-data/page-graph';
import { Breadcrumbs } from './breadcrumbs';

/**
 * A page's structured data and its visible breadcrumb trail, from one input, so the trail a
 * visitor sees is the BreadcrumbList search engines read.
 */
export function PageStructure(props: PageGraphInput) {
  return (
    <>
      <JsonLd data={pageGraph(props)} />
      {props.crumbs && <Breadcrumbs trail={breadcrumbTrail(props.crumbs, props.locale)} locale={props.locale ?? 'en'} />}
    </>
  );
}
