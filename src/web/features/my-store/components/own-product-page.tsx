import { ArrowLeft, Link2, PackageSearch } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { TOwnProductDetail } from '@shared/contracts/my-store';
import { ProductSummaryCard } from '@web/components/insights/product-summary-card';
import { Button } from '@web/components/ui/button';
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
 * pending suggestions, and a hand match from this side (docs/product-rules.md R146, R147).
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
    <ProductSummaryCard
      product={product}
      eyebrow="My product"
      soldBy={
        <>
          {product.storeName} <span aria-hidden>·</span> {product.storeDomain}
          {product.vendor ? <> · {product.vendor}</> : null}
        </>
      }
      priceLabel="My price"
      linkText="View on my store"
      actions={
        props.onMatch ? (
          <Button variant="secondary" onClick={props.onMatch}>
            <Link2 aria-hidden /> Match a competitor product
          </Button>
        ) : null
      }
    />
  );
}
