import { useEffect, useId, useState } from 'react';
import { formatMoney } from '@shared/format';
import { Input, Label } from '@web/components/ui/input';
import { Modal } from '@web/components/ui/modal';
import { ProductImage } from '@web/components/ui/product-image';
import { Banner } from '@web/components/ui/states';
import { useHandMatch, useOwnProductSearch } from '../api/hand-match';

/** How long typing pauses before the search is asked of the server. */
const SEARCH_PAUSE_MS = 250;

/**
 * "Match to one of my products" on a competitor's product page (docs/product-rules.md R136): search my store's
 * products by title, vendor or SKU and pick one; the pair is confirmed at once.
 */
export function HandMatchDialog(props: {
  competitorProduct: { id: number; title: string };
  onClose: () => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useOwnProductSearch(q);
  const match = useHandMatch();

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title="Match to one of my products"
      description={`Pick the product of your store that is the same as “${props.competitorProduct.title}”. The match is confirmed at once.`}
    >
      <div className="space-y-3">
        {match.error ? <Banner tone="error">{match.error.message}</Banner> : null}
        <div className="space-y-1.5">
          <Label htmlFor={id}>Find one of my products</Label>
          <Input
            id={id}
            type="search"
            value={text}
            maxLength={200}
            autoComplete="off"
            placeholder="Title, vendor or SKU"
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <div aria-live="polite">
          {q === '' ? null : found.isPending ? (
            <p className="text-sm text-muted-foreground">Searching...</p>
          ) : found.isError ? (
            <p className="text-sm text-destructive">{found.error.message}</p>
          ) : found.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">None of your products matches “{q}”.</p>
          ) : (
            <ul className="max-h-60 space-y-1 overflow-y-auto" aria-label="My products">
              {found.data.map((p) => (
                <li key={p.id}>
                  <button
                    type="button"
                    disabled={match.isPending}
                    onClick={() =>
                      match.mutate(
                        { ownProductId: p.id, competitorProductId: props.competitorProduct.id },
                        { onSuccess: props.onClose },
                      )
                    }
                    className="flex w-full items-center gap-3 rounded-md px-2 py-1.5 text-left text-sm hover:bg-muted"
                  >
                    <ProductImage src={p.imageUrl} className="size-8" />
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium break-words">{p.title}</span>
                      <span className="block text-xs text-muted-foreground">
                        {p.vendor ?? ''}
                        {p.price ? `${p.vendor ? ' · ' : ''}${formatMoney(p.price, p.currency)}` : ''}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </Modal>
  );
}
