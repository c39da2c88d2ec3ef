/**
 * The one colour code needs as a literal: the browser's theme colour (the address bar on
 * phones), which goes into a meta tag, not a stylesheet. It is navy-900 from the @theme in
 * app/globals.css; tests/unit/theme.test.ts fails if the two ever differ.
 */
export const browserThemeColor = '#0c1c3d';
