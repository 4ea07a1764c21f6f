import { Modal } from '@web/components/ui/modal';
import { Banner } from '@web/components/ui/states';
import { useHandMatch, useOwnProductSearch } from '../api/hand-match';
import { ProductPickList, useSearchText } from './product-pick-list';

/**
 * "Match to one of my products" on a competitor's product page (docs/product-rules.md R136): search my store's
 * products by title, vendor or SKU and pick one; the pair is confirmed at once.
 */
export function HandMatchDialog(props: {
  competitorProduct: { id: number; title: string };
  onClose: () => void;
}) {
  const search = useSearchText();
  const found = useOwnProductSearch(search.q);
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
        <ProductPickList
          label="Find one of my products"
          listLabel="My products"
          search={search}
          isPending={found.isPending}
          error={found.error}
          items={found.data ?? []}
          noneText={`None of your products matches “${search.q}”.`}
          disabled={match.isPending}
          onPick={(p) =>
            match.mutate(
              { ownProductId: p.id, competitorProductId: props.competitorProduct.id },
              { onSuccess: props.onClose },
            )
          }
        />
      </div>
    </Modal>
  );
}
