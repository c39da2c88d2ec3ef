import type { Origins } from './policy.mjs';

export interface HostPage {
  file: string;
  path: string | null;
  hashes: string[];
}
export declare function urlPathOf(file: string): string | null;
export declare function withMetaPolicy(html: string, policy: string): string;
export interface HostOptions {
  /** Whether the export has the owner's editor at /admin. */
  editor?: boolean;
}
export declare const editorPaths: string[];
export declare const notFoundTwin: string;
export declare function twinRedirects(pages: HostPage[]): { from: string; to: string }[];
export declare function redirectsFile(pages: HostPage[]): string;
export declare function headersFile(pages: HostPage[], origins: Origins, options?: HostOptions): string;
export declare function nginxConf(pages: HostPage[], origins: Origins, options?: HostOptions): string;
export declare function htaccess(pages: HostPage[], origins: Origins, options?: HostOptions): string;
