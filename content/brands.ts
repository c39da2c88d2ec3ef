import type { PictureSource } from './projects';

/**
 * The opener and door brands we service, each shown as our own plain-text wordmark
 * (docs/decisions/020-honest-imagery-and-labelled-placeholders.md).
 */
export interface Brand {
  name: string;
  /** Original SVG wordmark under public/images/brands/. */
  logo: string;
  /** One line on what we do with it. */
  note: string;
  /** The wordmark is our own drawing, not the maker's logo file. */
  source: PictureSource;
}

export const brands = [
  { name: 'LiftMaster', logo: '/images/brands/liftmaster.svg', note: 'Belt, chain and wall-mount openers', source: 'artwork' },
  { name: 'Chamberlain', logo: '/images/brands/chamberlain.svg', note: 'myQ smart openers and keypads', source: 'artwork' },
  { name: 'Genie', logo: '/images/brands/genie.svg', note: 'Screw-drive openers and remotes', source: 'artwork' },
  { name: 'Clopay', logo: '/images/brands/clopay.svg', note: 'Steel, insulated and wind-load doors', source: 'artwork' },
  { name: 'Amarr', logo: '/images/brands/amarr.svg', note: 'Carriage-house and hurricane doors', source: 'artwork' },
] as const satisfies readonly Brand[];

/** "LiftMaster, Chamberlain, Genie, Clopay and Amarr" for headings and alt text. */
export function brandList(): string {
  const names = brands.map((brand) => brand.name);
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export const brandLogoSize = { width: 240, height: 80 } as const;
