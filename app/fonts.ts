import localFont from 'next/font/local';

// Self-hosted from the @fontsource-variable/figtree package: nothing is fetched at build time.
export const sans = localFont({
  src: '../node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2',
  weight: '300 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-sans',
  adjustFontFallback: 'Arial',
  preload: true,
});
