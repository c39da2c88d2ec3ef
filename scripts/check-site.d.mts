export interface SiteReport {
  /** Problems per exported HTML file (path relative to out/). */
  pages: Map<string, string[]>;
  /** Non-gating findings per file: links to a #section the target page lacks. */
  warnings: Map<string, string[]>;
  /** Problems of the site as a whole: sitemap.xml and robots.txt against the pages. */
  site: string[];
  /** Cities with other than exactly one indexable page. */
  cities: string[];
  /** JSON-LD @type values per file: top-level nodes and the nodes of each @graph. */
  types: Map<string, string[]>;
}

export declare const defaultRegions: string[];
export declare function checkSite(options: { outDir?: string; deployDir?: string; siteUrl: string; regions?: string[] }): SiteReport;
export declare function fileFor(outDir: string, urlPath: string): string | null;
