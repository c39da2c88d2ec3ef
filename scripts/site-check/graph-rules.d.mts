export declare const webPageTypes: Set<string>;
export declare function graphProblems(
  facts: { jsonLd: { ok: boolean; data?: unknown; error?: string }[] },
  options: { pageUrl: string },
): { problems: string[]; idTypes: Map<string, string>; webPage: Record<string, unknown> | null; nodes?: Record<string, unknown>[] };
