import type { PageBytes } from './page-bytes.mjs';

export interface BlankBaseline extends PageBytes {
  outDir: string;
  next: string;
  react: string;
}
export declare function blankBaseline(options?: { log?: (message: string) => void }): BlankBaseline;
