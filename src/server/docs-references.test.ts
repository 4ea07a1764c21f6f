import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The repository stands alone (docs/architecture.md): code and docs cite docs/, never the product documents that
// a clone does not contain, and every product rule they cite exists.
const root = fileURLToPath(new URL('../..', import.meta.url));
const SCANNED_DIRS = ['src', 'tools', 'bench', 'e2e', 'scripts', 'docs'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data', 'artifacts']);
const THIS_FILE = 'src/server/docs-references.test.ts';

/** Names of documents outside the repository; case matters, so docs/architecture.md is not one of them. */
const OUTSIDE_DOCUMENT = /\b(?:DECISIONS|ARCHITECTURE)\.md\b|\b(?:customer|operator)\.md\b/;

/** Files still citing outside documents, with why they may. */
const ALLOWED_OUTSIDE_CITATIONS: { why: string; matches: (path: string) => boolean }[] = [
  {
    why: 'a landed migration is never edited, not even its comments',
    matches: (path) => path === 'src/server/db/migrations/0001_seed-defaults.sql',
  },
];

function repoFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(join(dir, entry.name));
      } else if (entry.isFile()) {
        found.push(relative(root, join(dir, entry.name)).split('\\').join('/'));
      }
    }
  };
  for (const dir of SCANNED_DIRS) walk(join(root, dir));
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith('.md')) found.push(entry.name);
  }
  return found.filter((path) => path !== THIS_FILE);
}

function readText(path: string): string | null {
  const bytes = readFileSync(join(root, path));
  return bytes.includes(0) ? null : bytes.toString('utf8');
}

/** A citation wrapped over two comment or markdown lines reads as one line. */
function joinWrappedLines(text: string): string {
  return text.replace(/[ \t]*\r?\n[ \t]*(?:\*(?!\/)|\/\/|--|>)?[ \t]*/g, ' ');
}

/** The rules a file cites as `product-rules.md R<n>`, lists such as "R3, R11 and R33" included. */
function citedRules(path: string, text: string): { path: string; rule: number }[] {
  const cited: { path: string; rule: number }[] = [];
  for (const match of joinWrappedLines(text).matchAll(
    /product-rules\.md`?((?:(?:\s+|\s*,\s*|\s+and\s+)R\d+\b)+)/g,
  )) {
    for (const rule of match[1]!.matchAll(/R(\d+)/g)) cited.push({ path, rule: Number(rule[1]) });
  }
  return cited;
}

const files = repoFiles()
  .map((path) => ({ path, text: readText(path) }))
  .filter((f): f is { path: string; text: string } => f.text !== null);
const rulesDoc = readFileSync(join(root, 'docs/product-rules.md'), 'utf8');
const anchors = [...rulesDoc.matchAll(/<a id="r(\d+)"><\/a>\*\*R(\d+)\./g)].map((m) => ({
  anchor: Number(m[1]),
  label: Number(m[2]),
}));

describe('references to documents', () => {
  it('scans the repository', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((f) => f.path === 'docs/product-rules.md')).toBe(true);
  });

  it('cites no document outside the repository', () => {
    const offending = files
      .filter((f) => OUTSIDE_DOCUMENT.test(f.text))
      .filter((f) => !ALLOWED_OUTSIDE_CITATIONS.some((a) => a.matches(f.path)))
      .map((f) => {
        const line = f.text.split('\n').findIndex((l) => OUTSIDE_DOCUMENT.test(l));
        return `${f.path}:${line + 1}`;
      });
    expect(offending, 'cite docs/product-rules.md R<n> or state the reason instead').toEqual([]);
  });

  it('numbers the product rules R1, R2, ... once each, each with its own anchor', () => {
    expect(anchors.length).toBeGreaterThan(0);
    expect(anchors.map((a) => a.anchor)).toEqual(anchors.map((_, i) => i + 1));
    expect(anchors.filter((a) => a.anchor !== a.label)).toEqual([]);
  });

  it('cites only product rules that exist', () => {
    const known = new Set(anchors.map((a) => a.anchor));
    const cited = files.flatMap((f) => citedRules(f.path, f.text));
    expect(cited.length).toBeGreaterThan(50);
    const missing = cited.filter((c) => !known.has(c.rule)).map((c) => `${c.path}: R${c.rule}`);
    expect(missing).toEqual([]);
    const missingInside = [...rulesDoc.matchAll(/\bR(\d+)\b/g)]
      .map((m) => Number(m[1]))
      .filter((n) => !known.has(n));
    expect(missingInside, 'rules that docs/product-rules.md itself refers to').toEqual([]);
  });

  it('reads a citation wrapped over comment lines and lists of rules', () => {
    const text =
      '/**\n * Within range (docs/product-rules.md\n * R3, R11 and R33).\n */\n// `docs/product-rules.md` R9';
    expect(citedRules('x.ts', text).map((c) => c.rule)).toEqual([3, 11, 33, 9]);
  });
});
