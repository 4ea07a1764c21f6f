import { BellPlus, Link2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import type { TProductDetail } from '@shared/contracts/insights';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ProductPageFrame } from '@web/components/insights/product-page-frame';
import { ProductSummaryCard } from '@web/components/insights/product-summary-card';
import { TimeAgo } from '@web/components/ui/time-ago';
import { formatCount, formatMoney } from '@shared/format';
import { paths } from '@web/lib/paths';
import { AlertRuleDialog } from '@web/features/alerts';
import { isProductId, useProduct } from '../api/get-product';
import { PriceHistoryChart } from './price-history-chart';
import { RankHistoryCard } from './rank-history-card';
import { VariantsTable } from './variants-table';

// The my-store feature (the picker and its screens) loads when the dialog opens, not with this page or the
// screens that share its chunk (/price-tracking): docs/decisions/012-light-first-load.md.
const HandMatchDialog = lazy(() =>
  import('@web/features/my-store').then((m) => ({ default: m.HandMatchDialog })),
);

/** /products/:id: one tracked product, its price history per variant and its variants (issue 4). */
export function ProductPage() {
  const { id } = useParams();
  const valid = isProductId(id);
  const product = useProduct(valid ? id : '', { enabled: valid });

  return (
    <ProductPageFrame
      back={{ to: paths.priceTracking, label: 'Back to Price Tracking' }}
      valid={valid}
      query={product}
      notFound={{
        title: "This product isn't in your tracked stores",
        description: 'It may have been removed, or it belongs to a store you no longer track.',
        linkText: 'See all tracked products',
      }}
    >
      {(data) => <ProductDetail product={data} />}
    </ProductPageFrame>
  );
}

/** Variants charted before "Show all": a product may have hundreds (up to 2,048). */
export const CHARTED_VARIANTS = 8;

/** "250 of about 600 variants visible", for a product whose public listing is cut (R129); null otherwise. */
export function visibleVariantsText(product: TProductDetail): string | null {
  if (product.variantsVisible === null || product.variantsEstimated === null) return null;
  return `${formatCount(product.variantsVisible)} of about ${formatCount(product.variantsEstimated)} variants visible`;
}

function ProductDetail({ product }: { product: TProductDetail }) {
  // A product with one "Default Title" variant needs no variant name on its chart.
  const single = product.variants.length === 1;
  const [allCharts, setAllCharts] = useState(false);
  const charted = allCharts ? product.variants : product.variants.slice(0, CHARTED_VARIANTS);
  const cut = visibleVariantsText(product);
  // A new key per opening, so the dialog starts from this product every time.
  const [alertDialog, setAlertDialog] = useState({ open: false, key: 0 });
  const [matching, setMatching] = useState(false);
  return (
    <>
      {matching ? (
        <Suspense fallback={null}>
          <HandMatchDialog
            competitorProduct={{ id: product.id, title: product.title }}
            onClose={() => setMatching(false)}
          />
        </Suspense>
      ) : null}
      {alertDialog.open ? (
        <AlertRuleDialog
          key={alertDialog.key}
          open
          rule={null}
          product={{ id: product.id, title: product.title }}
          onClose={() => setAlertDialog((d) => ({ ...d, open: false }))}
        />
      ) : null}
      <ProductSummaryCard
        product={{ ...product, price: product.currentPrice }}
        soldBy={
          <>
            {product.competitorName} <span aria-hidden>·</span> {product.competitorDomain}
            {product.vendor ? <> · {product.vendor}</> : null}
          </>
        }
        priceLabel="Current price"
        badges={
          <>
            {product.removedAt ? <Badge variant="outline">Removed from store</Badge> : null}
            {cut ? <Badge variant="outline">{cut}</Badge> : null}
          </>
        }
        linkText={`View on ${product.competitorName}'s store`}
        meta={
          product.launchedAt ? (
            <span className="text-muted-foreground">
              Launched <TimeAgo value={product.launchedAt} />
            </span>
          ) : null
        }
        actions={
          <>
            <Button
              variant="secondary"
              onClick={() => setAlertDialog((d) => ({ open: true, key: d.key + 1 }))}
            >
              <BellPlus aria-hidden /> Alert me about this product
            </Button>
            <Button variant="secondary" onClick={() => setMatching(true)}>
              <Link2 aria-hidden /> Match to one of my products
            </Button>
          </>
        }
      />

      <RankHistoryCard productId={String(product.id)} />

      <h2 className="mb-3 text-lg font-semibold">Price history</h2>
      {product.variants.length === 0 ? (
        <p className="mb-6 text-sm text-muted-foreground">No variants recorded for this product.</p>
      ) : (
        <div className="mb-6 grid grid-cols-1 gap-4 xl:grid-cols-2">
          {charted.map((v) => (
            <Card key={v.id}>
              <CardHeader>
                <CardTitle className="text-base">{single ? product.title : v.title}</CardTitle>
                <CardDescription>
                  Now {formatMoney(v.price, product.currency)}
                  {v.available ? '' : ' · out of stock'}
                </CardDescription>
              </CardHeader>
              <CardContent>
                <PriceHistoryChart variant={v} currency={product.currency} />
              </CardContent>
            </Card>
          ))}
        </div>
      )}
      {!allCharts && product.variants.length > CHARTED_VARIANTS ? (
        <div className="-mt-2 mb-6">
          <Button variant="secondary" onClick={() => setAllCharts(true)}>
            Show all {formatCount(product.variants.length)} variants&apos; charts
          </Button>
        </div>
      ) : null}

      <Card className="overflow-hidden">
        <CardHeader>
          <CardTitle>Variants</CardTitle>
          <CardDescription>
            Each size, colour or option the store sells, with its current price and stock.
            {cut
              ? ` ${cut}: the store's public pages list only the first ${formatCount(product.variantsVisible ?? 0)}, so a variant they do not show is never counted as removed or sold out.`
              : null}
          </CardDescription>
        </CardHeader>
        <VariantsTable product={product} />
      </Card>
    </>
  );
}
