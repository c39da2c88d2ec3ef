export declare const fallbackPolicy: string;
export declare function parseHeadersFile(text: string): { pattern: RegExp; headers: [string, string][] }[];
export declare function startStaticServer(options?: {
  root?: string;
  port?: number;
  host?: string;
  quiet?: boolean;
  compress?: boolean;
  tls?: { key: string | Buffer; cert: string | Buffer };
  closedFallback?: boolean;
}): Promise<{ url: string; close(): Promise<void> }>;
