export declare const chromiumArgs: string[];
export declare function chromiumPath(): string | undefined;
export declare function benchChromiumPath(): string | undefined;
export declare function launchOptions(): { executablePath: string | undefined; args: string[]; headless: boolean };
