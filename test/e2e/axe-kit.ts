// axe-core in a page, for the browser tests that check accessibility (a11y.e2e.ts, rules.e2e.ts):
// its browser build injected once per page, and its serious and critical findings as data.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's browser build, injected as a script. */
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What an axe finding says: its rule, how bad, and one line per element. */
export interface Finding {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/** Runs axe on `page` as it is now; resolves its serious and critical findings. */
export async function axeFindings(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    type Axe = {
      run(
        ctx: unknown,
        opts: unknown,
      ): Promise<{
        violations: {
          id: string;
          impact: string | null;
          help: string;
          nodes: { target: string[]; failureSummary?: string }[];
        }[];
      }>;
    };
    const axe = (window as unknown as { axe: Axe }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
      }));
  });
}
