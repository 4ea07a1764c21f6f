import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { ErrorState } from '@web/components/ui/states';
import { ShowMore, useFirstRows } from '@web/components/insights/show-more';
import { pagedList } from '@web/lib/paging';
import { useDecideMatches } from '../api/decide-matches';
import { useMatches } from '../api/get-matches';
import { SuggestionRow } from './suggestion-row';

/** My product's pending suggestions, each with why, to confirm or reject (docs/product-rules.md R146). */
export function OwnProductSuggestions(props: { productId: number; canChange: boolean }) {
  const query = useMatches('suggested', props.productId);
  const list = pagedList(query);
  const rows = useFirstRows(list.items);
  const decide = useDecideMatches();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Suggested matches</CardTitle>
        <CardDescription>
          Competitors’ products that look like this one, with the reason. A rejected one is never proposed
          again.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Spinner label="Loading suggestions..." />
        ) : query.isError ? (
          <ErrorState
            title="Could not load the suggestions"
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : list.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No suggestions to review for this product.</p>
        ) : (
          <>
            <ul className="space-y-3" aria-label="Suggestions for this product">
              {rows.visible.map((m) => (
                <SuggestionRow
                  key={m.id}
                  match={m}
                  showMine={false}
                  canChange={props.canChange}
                  pending={decide.isPending}
                  onDecide={(decision) => decide.mutate({ ids: [m.id], decision })}
                />
              ))}
            </ul>
            <ShowMore rows={rows} noun="suggestions" total={list.total} next={list.next} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
