import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { TOwnProductDetail } from '@shared/contracts/my-store';
import { ProductPageFrame } from '@web/components/insights/product-page-frame';
import { ProductSummaryCard } from '@web/components/insights/product-summary-card';
import { Button } from '@web/components/ui/button';
import { useCanChange } from '@web/features/team';
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

  return (
    <ProductPageFrame
      back={{ to: paths.pricePosition, label: 'Back to Price Position' }}
      valid={valid}
      query={query}
      notFound={{
        title: "This product isn't in your store",
        description: "It may have been removed from your store, or it is a competitor's product.",
        linkText: 'See my price position',
      }}
    >
      {({ product, position }) => {
        const openMatch = canChange ? () => setMatching(true) : null;
        return (
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
      }}
    </ProductPageFrame>
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
