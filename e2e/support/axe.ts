// The accessibility sweep: axe-core's own build injected into the page, run on the whole document, failing on
// serious and critical violations with a list a person can act on (docs/product-rules.md R123).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
let axeSource: string | undefined;
/** axe.min.js beside the package's main file, read once per journey file. */
const source = () =>
  (axeSource ??= readFileSync(path.join(path.dirname(require.resolve('axe-core')), 'axe.min.js'), 'utf8'));

export type TAxeFinding = {
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  nodes: { target: string; html: string; summary: string }[];
};

const BLOCKING = ['serious', 'critical'];

/**
 * Runs axe on the page as it is now. Evaluated through the DevTools protocol, so the app's own CSP (script-src
 * 'self') stays in force for the page itself.
 */
export async function axeFindings(page: Page): Promise<TAxeFinding[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(source());
  return page.evaluate(async (blocking) => {
    type TAxe = {
      run(
        context: Document,
        options: object,
      ): Promise<{
        violations: {
          id: string;
          impact: string | null;
          help: string;
          helpUrl: string;
          nodes: { target: unknown[]; html: string; failureSummary?: string }[];
        }[];
      }>;
    };
    const { axe } = window as unknown as { axe: TAxe };
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => blocking.includes(v.impact ?? ''))
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => ({
          target: n.target.map(String).join(' '),
          html: n.html.slice(0, 200),
          summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
        })),
      }));
  }, BLOCKING);
}

/** Readable lines for a failure message: one rule per paragraph, its first elements below. */
export function describeFindings(where: string, findings: TAxeFinding[]): string {
  return findings
    .map((f) =>
      [
        `${where}: ${f.id} (${f.impact}): ${f.help}  ${f.helpUrl}`,
        ...f.nodes.slice(0, 5).map((n) => `    ${n.target}\n      ${n.html}\n      ${n.summary}`),
        ...(f.nodes.length > 5 ? [`    ...and ${f.nodes.length - 5} more`] : []),
      ].join('\n'),
    )
    .join('\n\n');
}

/** Fails when axe finds a serious or critical violation on the page; `where` names the screen in the message. */
export async function expectNoSeriousAxeViolations(page: Page, where: string): Promise<void> {
  const findings = await axeFindings(page);
  if (findings.length) {
    throw new Error(`Accessibility violations (axe-core):\n\n${describeFindings(where, findings)}`);
  }
}
