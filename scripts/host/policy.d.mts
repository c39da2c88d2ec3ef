export interface Origins {
  leads: string[];
  /** The analytics host, only when analytics is configured. */
  analytics?: string[];
  geocoder: string;
  video: string;
  /** Origins the forms return to after a no-JavaScript post (the `_next` addresses). */
  returns?: string[];
}
export declare const FORM_SERVICE_ORIGIN: string;
export declare const GEOCODER_ORIGIN: string;
export declare const VIDEO_FRAME_ORIGIN: string;
export declare function externalOrigins(env?: Record<string, string | undefined>, returns?: string[]): Origins & { returns: string[] };
export declare function formReturnOrigins(htmlSources: Iterable<string>): string[];
export declare function inlineScripts(html: string): string[];
export declare function sha256Source(text: string): string;
export declare function scriptHashes(html: string): string[];
export declare function contentSecurityPolicy(options: { hashes: string[]; origins: Origins; meta?: boolean }): string;
export declare const securityHeaders: [string, string][];
export declare const cacheControl: { hashed: string; html: string; images: string };
export declare const pageIsolation: [string, string];
export declare const editorIsolation: [string, string];
export declare const EDITOR_GIT_API_ORIGIN: string;
export declare const EDITOR_AVATAR_ORIGIN: string;
export declare function editorContentSecurityPolicy(options?: { meta?: boolean }): string;
