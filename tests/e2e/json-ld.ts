import type { Page } from '@playwright/test';

export type JsonLdNode = Record<string, unknown> & { '@type': string; '@id'?: string };

/** The nodes of the page's JSON-LD graph, as a crawler reads them. */
export async function jsonLdNodes(page: Page): Promise<JsonLdNode[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text): JsonLdNode[] => {
    const data = JSON.parse(text) as { '@graph'?: JsonLdNode[] } & JsonLdNode;
    return data['@graph'] ?? [data];
  });
}
