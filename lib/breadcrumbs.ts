import type { BreadcrumbList } from 'schema-dts';
import { absoluteUrl } from './metadata';

export interface Crumb {
  name: string;
  path: string;
}

const homeCrumb: Crumb = { name: 'Home', path: '/' };
/** Service pages sit under the home page's list of every service. */
export const servicesCrumb: Crumb = { name: 'Services', path: '/#services' };
/** City pages sit under the service area, which lists every city. */
export const serviceAreaCrumb: Crumb = { name: 'Service area', path: '/service-area' };

/** Home first, then the page's parents and the page itself: what the visible trail and the BreadcrumbList both show. */
export function breadcrumbTrail(crumbs: readonly Crumb[]): Crumb[] {
  return [homeCrumb, ...crumbs];
}

/** The BreadcrumbList of a trail, identified so the page's WebPage node can point at it. */
export function breadcrumbList(trail: readonly Crumb[], id: string): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    '@id': id,
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}
