export declare const deferredListId: string;
export declare const deferredLoader: string;
export declare function shapeError(file: string, expected: string): Error;
export declare function payloadFileOf(htmlFile: string): string;
export declare function payloadUrl(payloadFile: string, text: string): string;
export declare function deferHydration(html: string, options: { file: string; payload: { file: string; text: string } | null }): string;
export declare function deferredScripts(html: string): string[];
export declare function deferredPageData(html: string): string | null;
