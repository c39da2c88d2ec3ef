// Runs before `next build` (and `next dev`): the site's images and its web font.
// - Every raster photo under public/images/ (an owner uploads JPEG, PNG or WebP files into
//   public/images/photos/) gets responsive AVIF and WebP variants in public/images/_generated/
//   (not committed), upright, in sRGB and without metadata, and lib/image-manifest.json maps each
//   source to them for components/ui/responsive-image.tsx. The manifest is a pure function of the
//   source files, like a lockfile: commit it together with the photos. A picture a record names
//   that cannot be published (HEIC, GIF, damaged, empty, missing) stops the build with one line
//   each; the originals never reach the export (scripts/assets/publish-images.ts, after next build).
// - The self-hosted web font is cut down to the characters the site shows (font-subset.ts);
//   commit app/_fonts/ when it changes.
import { subsetSiteFont } from './font-subset';
import { buildImages, ImageProblems } from './image-pipeline';
import { recordImages } from './record-images';

async function main(): Promise<void> {
  const contentDir = process.env.CONTENT_DIR?.replace(/\/+$/, '') || 'content';
  await buildImages({ named: await recordImages(contentDir), log: console.log });
  await subsetSiteFont({ log: console.log });
}

main().catch((error: unknown) => {
  // A picture to fix is the owner's to read: its lines alone, no stack trace.
  console.error(error instanceof ImageProblems ? error.message : error);
  process.exit(1);
});
