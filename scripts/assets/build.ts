// Runs before `next build` (and `next dev`): the site's images and its web font.
// - Every raster photo under public/images/ (an owner can drop JPEG, PNG or WebP files into
//   public/images/photos/) gets responsive AVIF and WebP variants in public/images/_generated/
//   (not committed), and lib/image-manifest.json maps each source to them for
//   components/ui/responsive-image.tsx. The manifest is a pure function of the source files,
//   like a lockfile: commit it together with the photos.
// - The self-hosted web font is cut down to the characters the site shows (font-subset.ts);
//   commit app/_fonts/ when it changes.
import { subsetSiteFont } from './font-subset';
import { buildImages } from './image-pipeline';

async function main(): Promise<void> {
  await buildImages({ log: console.log });
  await subsetSiteFont({ log: console.log });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
