export declare const deferredListId: string;
export declare const deferredLoader: string;
export declare function deferChunkScripts(html: string): string;
export declare function deferredScripts(html: string): string[];
