import { useEffect, useId, useState, type ReactNode } from 'react';
import { formatMoney } from '@shared/format';
import { Button } from '@web/components/ui/button';
import { Input, Label } from '@web/components/ui/input';
import { ProductImage } from '@web/components/ui/product-image';

/** How long typing pauses before the search is asked of the server. */
const SEARCH_PAUSE_MS = 250;

/** A product a hand-match picker offers: one of mine, or a competitor's (with its store's name). */
export type TPickable = {
  id: number;
  title: string;
  vendor: string | null;
  imageUrl: string | null;
  price: string | null;
  currency: string;
  competitorName?: string;
};

/** The search box of a picker: what is typed, and the trimmed text once typing pauses (what is searched). */
export function useSearchText() {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return { text, setText, q };
}

/**
 * The two hand-match pickers' body (docs/product-rules.md R136, R147): the search box, then searching, the error,
 * "none matches" or the results, one row each; a picked row calls onPick.
 */
export function ProductPickList(props: {
  label: string;
  listLabel: string;
  search: ReturnType<typeof useSearchText>;
  isPending: boolean;
  error: Error | null;
  items: TPickable[];
  noneText: string;
  disabled: boolean;
  onPick: (item: TPickable) => void;
  /** "More results", when the search has another page. */
  more?: { has: boolean; loading: boolean; onMore: () => void };
}) {
  const id = useId();
  const { search } = props;
  let results: ReactNode = null;
  if (search.q === '') results = null;
  else if (props.isPending) results = <p className="text-sm text-muted-foreground">Searching...</p>;
  else if (props.error) results = <p className="text-sm text-destructive">{props.error.message}</p>;
  else if (props.items.length === 0)
    results = <p className="text-sm text-muted-foreground">{props.noneText}</p>;
  else
    results = (
      <>
        <ul className="max-h-60 space-y-1 overflow-y-auto" aria-label={props.listLabel}>
          {props.items.map((p) => (
            <li key={p.id}>
              <ProductPickRow item={p} disabled={props.disabled} onPick={() => props.onPick(p)} />
            </li>
          ))}
        </ul>
        {props.more?.has ? (
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            disabled={props.more.loading}
            onClick={props.more.onMore}
          >
            {props.more.loading ? 'Loading...' : 'More results'}
          </Button>
        ) : null}
      </>
    );
  return (
    <>
      <div className="space-y-1.5">
        <Label htmlFor={id}>{props.label}</Label>
        <Input
          id={id}
          type="search"
          value={search.text}
          maxLength={200}
          autoComplete="off"
          placeholder="Title, vendor or SKU"
          onChange={(e) => search.setText(e.target.value)}
        />
      </div>
      <div aria-live="polite">{results}</div>
    </>
  );
}

/** One result of a picker: image, title, and the store (a competitor's), vendor and price beneath. */
export function ProductPickRow(props: { item: TPickable; disabled: boolean; onPick: () => void }) {
  const p = props.item;
  const details = [p.competitorName, p.vendor, p.price ? formatMoney(p.price, p.currency) : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <button
      type="button"
      disabled={props.disabled}
      onClick={props.onPick}
      className="flex w-full items-center gap-3 rounded-md px-2 py-1.5 text-left text-sm hover:bg-muted"
    >
      <ProductImage src={p.imageUrl} className="size-8" />
      <span className="min-w-0 flex-1">
        <span className="block font-medium break-words">{p.title}</span>
        <span className="block text-xs text-muted-foreground">{details}</span>
      </span>
    </button>
  );
}
