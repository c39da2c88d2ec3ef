export declare function fontPreloads(html: string): string[];
export declare function sitePreloads(pages: [string, string][]): string[];
export declare function withFontPreloads(html: string, tags: string[]): string;
