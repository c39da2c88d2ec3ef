export declare const placeholderName: string;
export declare const defaultSiteUrl: string;
export declare function businessProblems(business: Record<string, unknown>): string[];
export declare function artworkProblems(modules: [string, Record<string, unknown>][]): string[];
export declare function markedPlaceholders(modules: [string, Record<string, unknown>][]): string[];
