import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names and lets a later Tailwind utility win over an earlier one of the same kind (`cn('px-4', 'px-0')`
 * is `px-0`), so a component's `className` can override its defaults. It does what tailwind-merge does for the
 * utilities this app writes, in about 1 KB instead of 7.5 KB with brotli in every first load
 * (docs/decisions/012-light-first-load.md); `cn.test.ts` compares the two on every class string in `src/web`.
 * A utility it does not know is kept as it is.
 */
export function cn(...inputs: ClassValue[]): string {
  const tokens = clsx(inputs).split(' ');
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i]!;
    if (!token) continue;
    const kind = kindOf(token);
    if (kind === undefined) {
      kept.push(token);
      continue;
    }
    const [prefix, group] = kind;
    if (taken.has(prefix + group)) continue;
    kept.push(token);
    taken.add(prefix + group);
    for (const wider of OVERRIDDEN_BY[group] ?? []) taken.add(prefix + wider);
  }
  return kept.reverse().join(' ');
}

/** A later utility of the key's group also removes earlier ones of these narrower groups (`p-0` after `px-4`). */
const OVERRIDDEN_BY: Record<string, string[]> = {};
const narrower = (group: string, parts: string[]) => (OVERRIDDEN_BY[group] = parts);
for (const s of ['p', 'm']) {
  narrower(
    s,
    ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'].map((side) => s + side),
  );
  narrower(s + 'x', [s + 'r', s + 'l']);
  narrower(s + 'y', [s + 't', s + 'b']);
}
narrower('gap', ['gap-x', 'gap-y']);
narrower('flex', ['basis', 'grow', 'shrink']);
narrower('size', ['w', 'h']);
narrower('inset', ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left']);
narrower('inset-x', ['right', 'left']);
narrower('inset-y', ['top', 'bottom']);
narrower('overflow', ['overflow-x', 'overflow-y']);
narrower('rounded', ['rounded-t', 'rounded-r', 'rounded-b', 'rounded-l']);
narrower('border-w', ['border-w-x', 'border-w-y', 'border-w-t', 'border-w-r', 'border-w-b', 'border-w-l']);
narrower('border-w-x', ['border-w-r', 'border-w-l']);
narrower('border-w-y', ['border-w-t', 'border-w-b']);
narrower('font-size', ['leading']);

const SIZES = /^(xs|sm|base|md|lg|xl|\dxl)$/;
const LENGTH = /^\[(\d|calc|var\(--[\w-]*(size|length))/;

/** The group of every utility by its exact name, then by the part before its value. */
const EXACT: Record<string, string> = {};
const each = (group: string, names: string) => names.split(' ').forEach((n) => (EXACT[n] = group));
each(
  'display',
  'block inline-block inline flex inline-flex grid inline-grid hidden contents table flow-root',
);
each('position', 'static fixed absolute relative sticky');
each('flex-direction', 'flex-row flex-row-reverse flex-col flex-col-reverse');
each('flex-wrap', 'flex-wrap flex-nowrap flex-wrap-reverse');
each('flex', 'flex-1 flex-auto flex-initial flex-none');
each('text-transform', 'uppercase lowercase capitalize normal-case');
each('text-decoration', 'underline overline line-through no-underline');
each('sr', 'sr-only not-sr-only');
each('backdrop-blur', 'backdrop-blur');
each('blur', 'blur');
each('shrink', 'shrink');
each('grow', 'grow');
each('text-overflow', 'truncate text-ellipsis text-clip');
each('overflow-wrap', 'wrap-anywhere wrap-break-word wrap-normal');
each('font-variant-numeric', 'tabular-nums proportional-nums');
each('visibility', 'visible invisible collapse');
each('box', 'box-border box-content');
each(
  'transition',
  'transition transition-all transition-colors transition-opacity transition-transform transition-none',
);
each('border-style', 'border-solid border-dashed border-dotted border-double border-hidden border-none');
each('list-position', 'list-inside list-outside');
each('break', 'break-normal break-words break-all break-keep');
each('outline-style', 'outline-none outline-dashed outline-dotted outline-double');

/** Prefix → group; the value decides among several groups where the prefix is shared (text-sm, text-red-500). */
const BY_PREFIX: Record<string, string | ((value: string) => string)> = {
  text: (v) =>
    SIZES.test(v) || LENGTH.test(v)
      ? 'font-size'
      : /^(left|center|right|justify|start|end)$/.test(v)
        ? 'text-align'
        : /^(wrap|nowrap|balance|pretty)$/.test(v)
          ? 'text-wrap'
          : 'text-color',
  font: (v) =>
    /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\[\d+\])$/.test(v)
      ? 'font-weight'
      : 'font-family',
  bg: (v) =>
    /^(linear-|radial-|none$|\[url)/.test(v)
      ? 'bg-image'
      : /^(fixed|local|scroll)$/.test(v)
        ? 'bg-attachment'
        : /^(auto|cover|contain)$/.test(v)
          ? 'bg-size'
          : 'bg-color',
  border: (v) => border('border-w', 'border-color', v),
  'border-x': (v) => border('border-w-x', 'border-color-x', v),
  'border-y': (v) => border('border-w-y', 'border-color-y', v),
  'border-t': (v) => border('border-w-t', 'border-color-t', v),
  'border-r': (v) => border('border-w-r', 'border-color-r', v),
  'border-b': (v) => border('border-w-b', 'border-color-b', v),
  'border-l': (v) => border('border-w-l', 'border-color-l', v),
  divide: (v) => (/^(x|y)(-|$)/.test(v) ? 'divide-' + v.slice(0, 1) : 'divide-color'),
  ring: (v) =>
    v === '' || /^\d|^\[\d/.test(v) ? 'ring-w' : /^offset/.test(v) ? 'ring-offset' : 'ring-color',
  outline: (v) =>
    v === '' || /^\d|^\[\d/.test(v) ? 'outline-w' : /^offset-/.test(v) ? 'outline-offset' : 'outline-color',
  shadow: (v) => (v === '' || /^(2xs|xs|sm|md|lg|xl|2xl|none|inner)$/.test(v) ? 'shadow' : 'shadow-color'),
  underline: (v) => (/^offset-/.test(v) ? 'underline-offset' : 'text-decoration'),
  list: (v) => (/^(inside|outside)$/.test(v) ? 'list-position' : 'list-type'),
  rounded: (v) => {
    const side = /^(t|r|b|l|s|e|tl|tr|br|bl)(-|$)/.exec(v);
    return side ? 'rounded-' + side[1] : 'rounded';
  },
  whitespace: 'whitespace',
  items: 'align-items',
  justify: 'justify-content',
  self: 'align-self',
  content: 'align-content',
  place: 'place',
  overflow: (v) => (/^(x|y)-/.test(v) ? 'overflow-' + v.slice(0, 1) : 'overflow'),
  grid: (v) => (/^cols-/.test(v) ? 'grid-cols' : /^rows-/.test(v) ? 'grid-rows' : 'grid-flow'),
  col: (v) => (/^(span|start|end)-/.test(v) ? 'col-' + v.split('-')[0] : 'col'),
  row: (v) => (/^(span|start|end)-/.test(v) ? 'row-' + v.split('-')[0] : 'row'),
  space: (v) => 'space-' + v.slice(0, 1),
  gap: (v) => (/^(x|y)-/.test(v) ? 'gap-' + v.slice(0, 1) : 'gap'),
  inset: (v) => (/^(x|y)-/.test(v) ? 'inset-' + v.slice(0, 1) : 'inset'),
  translate: (v) => 'translate-' + v.slice(0, 1),
  scale: (v) => (/^(x|y)-/.test(v) ? 'scale-' + v.slice(0, 1) : 'scale'),
  'scroll-m': 'scroll-m',
  'scroll-mt': 'scroll-mt',
};
for (const name of 'p px py ps pe pt pr pb pl m mx my ms me mt mr mb ml w h size min-w max-w min-h max-h top right bottom left z opacity order cursor pointer-events select touch leading tracking animate duration ease delay rotate object align columns accent from via to backdrop-blur blur fill stroke aspect basis decoration line-clamp shrink grow'.split(
  ' ',
))
  BY_PREFIX[name] = name;

function border(width: string, colour: string, value: string): string {
  if (value === '' || /^\d+$|^\[\d/.test(value)) return width;
  if (EXACT['border-' + value] === 'border-style') return 'border-style';
  return colour;
}

/** `[variants:]![-]utility`: the variants (sorted, as tailwind-merge does) and `!` make the prefix of the key. */
function kindOf(token: string): [string, string] | undefined {
  let depth = 0;
  let start = 0;
  const variants: string[] = [];
  for (let i = 0; i < token.length; i++) {
    const c = token[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === ':' && depth === 0) {
      variants.push(token.slice(start, i));
      start = i + 1;
    }
  }
  let utility = token.slice(start);
  let important = '';
  if (utility.startsWith('!')) [important, utility] = ['!', utility.slice(1)];
  if (utility.endsWith('!')) [important, utility] = ['!', utility.slice(0, -1)];
  if (utility.startsWith('-')) utility = utility.slice(1);
  const slash = utility.search(/\/[\w.[\]]+$/);
  const bare = slash > 0 && !utility.startsWith('[') ? utility.slice(0, slash) : utility;
  const group = groupOf(bare);
  return group === undefined ? undefined : [variants.sort().join(':') + ':' + important, group];
}

function groupOf(utility: string): string | undefined {
  const exact = EXACT[utility];
  if (exact) return exact;
  const whole = BY_PREFIX[utility];
  if (typeof whole === 'function') return whole('');
  // The longest known prefix: `border-t-2` is `border-t` with the value `2`, `min-w-0` is `min-w` with `0`.
  const bracket = utility.search(/[[(]/);
  const head = bracket < 0 ? utility : utility.slice(0, bracket);
  for (let end = head.lastIndexOf('-'); end > 0; end = head.lastIndexOf('-', end - 1)) {
    const rule = BY_PREFIX[utility.slice(0, end)];
    if (rule) return typeof rule === 'string' ? rule : rule(utility.slice(end + 1));
  }
  return undefined;
}
