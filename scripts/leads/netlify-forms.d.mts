export declare const definitionsFile: string;
export declare const addedFields: string[];
export declare const honeypot: string;
export declare function leadForms(htmlPages: string[]): Map<string, Set<string>>;
export declare function definitionsPage(forms: Map<string, Set<string>>): string;
