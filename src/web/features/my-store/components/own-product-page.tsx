import { ArrowLeft, ExternalLink, Link2, PackageSearch } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { TOwnProductDetail } from '@shared/contracts/my-store';
import { formatMoney } from '@shared/format';
import { AvailabilityBadge, StruckCompareAt } from '@web/components/insights/price-bits';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { ProductImage } from '@web/components/ui/product-image';
import { PageLoader } from '@web/components/ui/spinner';
import { EmptyState, ErrorState } from '@web/components/ui/states';
import { useCanChange } from '@web/features/team';
import { ApiError } from '@web/lib/api-client';
import { paths } from '@web/lib/paths';
import { useOwnProduct } from '../api/get-own-product';
import { MatchCompetitorDialog } from './match-competitor-dialog';
import { OwnProductMatches } from './own-product-matches';
import { OwnProductSuggestions } from './own-product-suggestions';

const isProductId = (id: string | undefined): id is string => !!id && /^\d{1,15}$/.test(id);

/**
 * /my-store/products/:id: one product of my store, where its price stands against its confirmed matches, its
 * pending suggestions, and a hand match from this side (docs/product-rules.md R150, R151).
 */
export function OwnProductPage() {
  const { id } = useParams();
  const valid = isProductId(id);
  const query = useOwnProduct(valid ? id : '', { enabled: valid });
  const [matching, setMatching] = useState(false);
  const canChange = useCanChange();

  let body;
  if (!valid || (query.isError && query.error instanceof ApiError && query.error.status === 404))
    body = <NotFound />;
  else if (query.isPending) body = <PageLoader label="Loading product..." />;
  else if (query.isError)
    body = (
      <ErrorState
        title="Could not load this product"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  else {
    const { product, position } = query.data;
    const openMatch = canChange ? () => setMatching(true) : null;
    body = (
      <>
        {matching ? (
          <MatchCompetitorDialog
            ownProduct={{ id: product.id, title: product.title }}
            onClose={() => setMatching(false)}
          />
        ) : null}
        <ProductHeader product={product} onMatch={openMatch} />
        <OwnProductMatches
          productId={product.id}
          position={position}
          canChange={canChange}
          onMatch={openMatch}
        />
        <OwnProductSuggestions productId={product.id} canChange={canChange} />
      </>
    );
  }
  return (
    <div>
      <Link
        to={paths.pricePosition}
        className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> Back to Price Position
      </Link>
      {body}
    </div>
  );
}

function NotFound() {
  return (
    <EmptyState
      icon={PackageSearch}
      title="This product isn't in your store"
      description="It may have been removed from your store, or it is a competitor's product."
      action={
        <Button asChild variant="secondary">
          <Link to={paths.pricePosition}>See my price position</Link>
        </Button>
      }
    />
  );
}

function ProductHeader(props: { product: TOwnProductDetail; onMatch: (() => void) | null }) {
  const { product } = props;
  return (
    <Card className="mb-6">
      <CardContent className="flex flex-col gap-5 p-5 sm:flex-row sm:p-6">
        <ProductImage src={product.imageUrl} className="size-28 sm:size-32" />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold text-muted-foreground uppercase">My product</p>
          <h1 className="text-2xl font-bold break-words sm:text-3xl">{product.title}</h1>
          <p className="mt-1 text-muted-foreground wrap-anywhere">
            {product.storeName} <span aria-hidden>·</span> {product.storeDomain}
            {product.vendor ? <> · {product.vendor}</> : null}
          </p>
          <div className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-2">
            <span className="text-2xl font-semibold tabular-nums" aria-label="My price">
              {formatMoney(product.price, product.currency)}
            </span>
            <StruckCompareAt
              price={product.price}
              compareAt={product.compareAtPrice}
              currency={product.currency}
            />
            <AvailabilityBadge available={product.available} />
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
            <a
              href={product.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
            >
              View on my store
              <ExternalLink className="size-3.5" aria-hidden />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </div>
          {props.onMatch ? (
            <div className="mt-4">
              <Button variant="secondary" onClick={props.onMatch}>
                <Link2 aria-hidden /> Match a competitor product
              </Button>
            </div>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
