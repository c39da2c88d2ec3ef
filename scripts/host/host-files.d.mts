import type { Origins } from './policy.mjs';

export interface HostPage {
  file: string;
  path: string | null;
  hashes: string[];
}
export declare function urlPathOf(file: string): string | null;
export declare function withMetaPolicy(html: string, policy: string): string;
export declare function headersFile(pages: HostPage[], origins: Origins): string;
export declare function nginxConf(pages: HostPage[], origins: Origins): string;
export declare function htaccess(pages: HostPage[], origins: Origins): string;
