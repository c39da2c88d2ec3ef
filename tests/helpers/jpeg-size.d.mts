export declare function jpegSize(bytes: Uint8Array): { width: number; height: number } | undefined;
