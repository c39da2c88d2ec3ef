export declare const capturePort: number;
export declare const captureOrigin: string;
export declare const testBuildEnv: Record<string, string>;
export declare const variantBuildEnv: Record<string, string>;
