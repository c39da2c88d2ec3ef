export interface PageBytes {
  file: string;
  htmlGzip: number;
  /** The flight payload the page fetches after its first paint to hydrate; 0 if none. */
  dataGzip: number;
  jsGzip: number;
  cssGzip: number;
  scripts: { src: string; gzip: number }[];
}
export declare function gzipSize(buffer: Buffer | string): number;
export declare function firstLoadScripts(html: string): string[];
export declare function measurePage(root: string, htmlFile: string): PageBytes;
export declare function exportedPages(root: string): string[];
export declare function routeOf(htmlFile: string): string;
