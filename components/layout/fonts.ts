import localFont from 'next/font/local';

// Self-hosted and preloaded: Figtree (variable weight) from @fontsource-variable/figtree, cut by
// scripts/assets/font-subset.ts to the characters the site shows. Nothing is fetched at build time. The
// fallback is Arial resized to Figtree's metrics, so the swap moves no text.
export const sans = localFont({
  src: '../../app/_fonts/figtree-text.woff2',
  weight: '400 800',
  style: 'normal',
  display: 'swap',
  variable: '--font-figtree',
  adjustFontFallback: 'Arial',
  preload: true,
});
