import { ExternalLink, ShoppingBag } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ZOwnStoreInput, type TOwnStore } from '@shared/contracts/my-store';
import { formatCount } from '@shared/format';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { ErrorState } from '@web/components/ui/states';
import { TimeAgo } from '@web/components/ui/time-ago';
import { useCanChange } from '@web/features/team';
import { paths } from '@web/lib/paths';
import { useAddMyStore } from '../api/add-my-store';
import { useMyStore } from '../api/get-my-store';
import { useRemoveMyStore } from '../api/remove-my-store';

/** Settings → My store: the account's own Shopify store, read like a competitor's; it takes no competitor slot. */
export function MyStoreCard() {
  const query = useMyStore();
  const canChange = useCanChange();
  return (
    <Card>
      <CardHeader>
        <CardTitle>My store</CardTitle>
        <CardDescription>
          Your own Shopify store, read from its public storefront like a competitor’s, so your prices can be
          set against theirs. It does not use a competitor slot.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Spinner label="Loading your store..." />
        ) : query.isError ? (
          <ErrorState
            title="Could not load your store"
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.store ? (
          <OwnStoreDetails store={query.data.store} canChange={canChange} />
        ) : (
          <AddMyStoreForm />
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The own store's URL form, checked by the shared contract like a competitor's URL: in Settings → My store and in
 * the dashboard's getting-started card (docs/product-rules.md R148). A reader is told who can add it.
 */
export function AddMyStoreForm(props: { onAdded?: () => void }) {
  const canChange = useCanChange();
  const add = useAddMyStore();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZOwnStoreInput.safeParse({ url });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    add.mutate(parsed.data, { onError: (err) => setError(err.message), onSuccess: props.onAdded });
  };
  if (!canChange)
    return (
      <p className="text-sm text-muted-foreground">No store added yet. An owner or a manager can add it.</p>
    );
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <p className="text-sm text-muted-foreground">No store added yet.</p>
      <FormField label="Your store’s URL" error={error} hint="For example https://your-store.com">
        <Input
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="https://your-store.com"
          inputMode="url"
          autoComplete="url"
        />
      </FormField>
      <Button type="submit" disabled={add.isPending}>
        {add.isPending ? 'Checking the store...' : 'Add my store'}
      </Button>
    </form>
  );
}

function OwnStoreDetails({ store, canChange }: { store: TOwnStore; canChange: boolean }) {
  const remove = useRemoveMyStore();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <p className="flex items-center gap-2 font-semibold">
            <ShoppingBag className="size-4 text-primary" aria-hidden />
            <span className="wrap-anywhere">{store.name}</span>
            <Badge variant="secondary">{store.currency}</Badge>
          </p>
          <a
            href={store.url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-sm text-primary wrap-anywhere hover:underline"
          >
            {store.domain}
            <ExternalLink className="size-3" aria-hidden />
          </a>
          <p className="text-sm text-muted-foreground">
            {store.errorMessage ? (
              <span className="text-destructive">Last read failed: {store.errorMessage}</span>
            ) : store.progress ? (
              `Reading its products: ${formatCount(store.progress.productsFound)} so far...`
            ) : store.lastScraped ? (
              <>
                {formatCount(store.productCount)} products, read <TimeAgo value={store.lastScraped} />
              </>
            ) : (
              'Waiting for its first read...'
            )}
          </p>
        </div>
        {canChange ? (
          <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
            Remove
          </Button>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to={paths.pricePosition}>See my price position</Link>
        </Button>
        <Button asChild size="sm" variant="secondary">
          <Link to={paths.matchSuggestions}>Review suggested matches</Link>
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Remove your store?"
        description="Its matches with your competitors’ products are removed too. Your competitors stay."
        confirmLabel="Remove"
        pendingLabel="Removing..."
        pending={remove.isPending}
        onConfirm={() => remove.mutate(store.id, { onSuccess: () => setConfirming(false) })}
      />
    </div>
  );
}
