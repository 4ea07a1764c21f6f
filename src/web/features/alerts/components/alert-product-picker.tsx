import { useEffect, useId, useState } from 'react';
import { formatMoney } from '@shared/format';
import { Button } from '@web/components/ui/button';
import { Input, Label } from '@web/components/ui/input';
import { ProductImage } from '@web/components/ui/product-image';
import { useAlertProductSearch } from '../api/search-alert-products';

/** How long typing pauses before the search is asked of the server. */
const SEARCH_PAUSE_MS = 250;

/**
 * The product a rule watches (docs/product-rules.md R119): the chosen one with "Change product", or a search of the
 * user's tracked products by title, vendor or SKU with the matches as buttons.
 */
export function AlertProductPicker(props: {
  productId: number | null;
  productTitle: string;
  error?: string;
  onChange: (product: { id: number; title: string } | null) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useAlertProductSearch(q);

  if (props.productId !== null) {
    return (
      <div className="space-y-1.5">
        <p className="text-sm font-medium" id={`${id}-label`}>
          Product
        </p>
        <div
          className="flex items-center justify-between gap-3 rounded-md border border-border p-3"
          aria-labelledby={`${id}-label`}
          role="group"
        >
          <span className="min-w-0 text-sm font-medium break-words">
            {props.productTitle || `Product #${props.productId}`}
          </span>
          <Button type="button" variant="secondary" size="sm" onClick={() => props.onChange(null)}>
            Change product
          </Button>
        </div>
      </div>
    );
  }

  const describedBy = props.error ? `${id}-error` : `${id}-hint`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Find a product</Label>
      <Input
        id={id}
        type="search"
        value={text}
        maxLength={200}
        autoComplete="off"
        placeholder="Title, vendor or SKU"
        aria-invalid={!!props.error}
        aria-describedby={describedBy}
        onChange={(e) => setText(e.target.value)}
      />
      {props.error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {props.error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          Search your tracked products, then pick one.
        </p>
      )}
      <div aria-live="polite">
        {q === '' ? null : found.isPending ? (
          <p className="text-sm text-muted-foreground">Searching...</p>
        ) : found.isError ? (
          <p className="text-sm text-destructive">{found.error.message}</p>
        ) : found.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No tracked product matches “{q}”.</p>
        ) : (
          <ul className="max-h-60 space-y-1 overflow-y-auto" aria-label="Matching products">
            {found.data.items.map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  onClick={() => props.onChange({ id: p.id, title: p.title })}
                  className="flex w-full items-center gap-3 rounded-md px-2 py-1.5 text-left text-sm hover:bg-muted"
                >
                  <ProductImage src={p.imageUrl} className="size-8" />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium break-words">{p.title}</span>
                    <span className="block text-xs text-muted-foreground">
                      {p.competitorName}
                      {p.currentPrice ? ` · ${formatMoney(p.currentPrice, p.currency)}` : ''}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
