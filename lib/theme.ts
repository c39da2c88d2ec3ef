/**
 * The colours code needs as literals, outside any stylesheet. First: the browser's theme colour (the address bar on
 * phones), which goes into a meta tag, not a stylesheet. It is navy-900 from the @theme in
 * app/globals.css; tests/unit/theme.test.ts fails if the two ever differ.
 */
export const browserThemeColor = '#0c1c3d';

/** The QR code's ink on the review-request card (an SVG made at build time): navy-950. */
export const qrInkColor = '#07122a';
