export type CaptureMode = 'success' | 'not-delivered' | 'error' | 'hang' | 'drop';

export interface CapturedFile {
  field: string;
  name: string;
  type: string;
  size: number;
  width?: number;
  height?: number;
}

export interface CapturedRequest {
  method: string;
  path: string;
  contentType: string;
  headers: Record<string, string | string[] | undefined>;
  /** Parsed JSON, multipart or urlencoded body (text values); the raw text when it is none of those. */
  body: Record<string, unknown> | string;
  /** The files of a multipart body; a JPEG's pixel size is read from its header. */
  files: CapturedFile[];
  receivedAt: number;
}

export interface CaptureServer {
  origin: string;
  requests: CapturedRequest[];
  preflights: { path: string; headers: Record<string, string | string[] | undefined> }[];
  respondWith(mode: CaptureMode): void;
  waitForRequests(count?: number, timeoutMs?: number): Promise<CapturedRequest>;
  close(): Promise<void>;
}

export declare function startCaptureServer(options?: {
  port?: number;
  host?: string;
  nextOrigin?: string;
  waitForPortMs?: number;
}): Promise<CaptureServer>;
