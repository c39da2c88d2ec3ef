// Runs before `next build`: every raster photo under public/images/ (an owner can drop JPEG,
// PNG or WebP files into public/images/photos/) gets responsive AVIF and WebP variants in
// public/images/_generated/ (not committed), and lib/image-manifest.json maps each source to
// them for components/ui/responsive-image.tsx. The manifest is a pure function of the source
// files, like a lockfile: commit it together with the photos.
import { buildImages } from './image-pipeline';

await buildImages({ log: console.log });
