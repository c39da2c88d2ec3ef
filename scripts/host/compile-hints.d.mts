export declare const compileHint: string;
export declare function withCompileHint(source: string): string;
export declare function hasCompileHint(source: string): boolean;
