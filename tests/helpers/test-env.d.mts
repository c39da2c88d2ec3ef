export declare const capturePort: number;
export declare const captureOrigin: string;
export declare const testBuildEnv: Record<string, string>;
export type VariantName = 'web3forms' | 'formspree' | 'basin' | 'webhook';
export declare const variantBuilds: Record<VariantName, Record<string, string>>;
export declare function variantDir(name: VariantName): string;
export declare const variantBuildEnv: Record<string, string>;
