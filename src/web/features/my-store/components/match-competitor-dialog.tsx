import { Modal } from '@web/components/ui/modal';
import { Banner } from '@web/components/ui/states';
import { useHandMatch } from '../api/hand-match';
import { useCompetitorProductSearch } from '../api/search-competitor-products';
import { ProductPickList, useSearchText } from './product-pick-list';

/**
 * "Match a competitor product" on my product's page (docs/product-rules.md R147): search my active competitors'
 * products by title, vendor or SKU and pick one; the pair is confirmed at once as a hand match.
 */
export function MatchCompetitorDialog(props: {
  ownProduct: { id: number; title: string };
  onClose: () => void;
}) {
  const search = useSearchText();
  const found = useCompetitorProductSearch(search.q);
  const match = useHandMatch();
  const items = found.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title="Match a competitor product"
      description={`Pick the competitor’s product that is the same as your “${props.ownProduct.title}”. The match is confirmed at once.`}
    >
      <div className="space-y-3">
        {match.error ? <Banner tone="error">{match.error.message}</Banner> : null}
        <ProductPickList
          label="Find a competitor’s product"
          listLabel="Competitors’ products"
          search={search}
          isPending={found.isPending}
          error={found.error}
          items={items}
          noneText={`None of your competitors’ products matches “${search.q}”.`}
          disabled={match.isPending}
          onPick={(p) =>
            match.mutate(
              { ownProductId: props.ownProduct.id, competitorProductId: p.id },
              { onSuccess: props.onClose },
            )
          }
          more={{
            has: found.hasNextPage,
            loading: found.isFetchingNextPage,
            onMore: () => void found.fetchNextPage(),
          }}
        />
      </div>
    </Modal>
  );
}
