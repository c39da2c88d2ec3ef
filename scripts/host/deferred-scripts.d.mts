export declare const deferredListId: string;
export declare const pageDataDir: string;
export declare const deferredLoader: string;
export declare function deferHydration(html: string): { html: string; data: { path: string; body: string } | null };
export declare function deferredScripts(html: string): string[];
export declare function deferredPageData(html: string): string | null;
