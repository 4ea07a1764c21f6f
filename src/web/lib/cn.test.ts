import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { twMerge } from 'tailwind-merge';
import { clsx } from 'clsx';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';

/** Every string literal under `dir` (src/web by default) that reads as a list of Tailwind classes. */
function classStrings(root = join(import.meta.dirname, '..')): string[] {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name)) {
        for (const m of readFileSync(path, 'utf8').matchAll(/(["'`])([^"'`$\n]+)\1/g)) {
          const text = m[2]!.trim();
          const tokens = text.split(/\s+/);
          if (
            tokens.every((t) => /^[!-]?[a-z[][\w[\]&=.:/()%#!>*,+-]*[\w\])!]$/.test(t)) &&
            tokens.some((t) => t.includes('-'))
          )
            found.add(text);
        }
      }
    }
  };
  walk(root);
  return [...found];
}

/** tailwind-merge folds a class it knows into one copy and keeps both copies of a word it does not know. */
const knownClass = (token: string) => twMerge(`${token} ${token}`) === token;

describe('cn', () => {
  const strings = classStrings().filter((s) => s.split(/\s+/).every(knownClass));
  const tokens = [...new Set(strings.flatMap((s) => s.split(/\s+/)))];

  it('finds the class strings of the app', () => {
    expect(strings.length).toBeGreaterThan(300);
    expect(tokens).toContain('px-4');
  });

  it(
    'lets a later utility of the same kind win, as tailwind-merge does, for every pair of classes the app writes',
    { timeout: 60_000 },
    () => {
      const differ: string[] = [];
      for (const a of tokens)
        for (const b of tokens) {
          const want = twMerge(a, b);
          if (cn(a, b) !== want) differ.push(`cn(${a}, ${b}) = ${cn(a, b)}, tailwind-merge: ${want}`);
        }
      expect(differ.slice(0, 20)).toEqual([]);
    },
  );

  // A component's own classes come first and a screen's className after them: every such pair.
  const componentStrings = classStrings(join(import.meta.dirname, '../components')).filter((s) =>
    s.split(/\s+/).every(knownClass),
  );

  it('merges a component’s classes with any class string the app writes as tailwind-merge does', () => {
    expect(componentStrings.length).toBeGreaterThan(40);
    const differ: string[] = [];
    for (const a of componentStrings)
      for (const b of strings) {
        const want = twMerge(clsx(a, b));
        if (cn(a, b) !== want) differ.push(`cn("${a}", "${b}") = "${cn(a, b)}", tailwind-merge: "${want}"`);
      }
    expect(differ.slice(0, 10)).toEqual([]);
  });

  it('keeps what it does not know, drops empties and joins conditionals', () => {
    const hidden = Math.random() > 2;
    expect(cn('card-title', hidden && 'hidden', undefined, 'px-2', ['py-1'])).toBe('card-title px-2 py-1');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('px-2', 'p-4')).toBe('p-4');
    expect(cn('text-sm text-muted-foreground', 'text-lg')).toBe('text-muted-foreground text-lg');
    expect(cn('hover:bg-muted bg-card', 'bg-primary')).toBe('hover:bg-muted bg-primary');
  });
});
