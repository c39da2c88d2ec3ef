import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

export interface CspWatch {
  /** Violations the page reported, plus console messages and page errors about the policy. */
  problems: () => Promise<string[]>;
}

/** Records every Content-Security-Policy violation from the first byte of the document on. */
export async function watchCsp(page: Page): Promise<CspWatch> {
  const logged: string[] = [];
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/content[- ]security[- ]policy/i.test(message.text())) logged.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => logged.push(`page error: ${error.message}`));
  return {
    problems: async () => [...(await page.evaluate(() => window.__cspViolations ?? [])), ...logged],
  };
}
