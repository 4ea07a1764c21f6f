import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The competitor filter lives in ?competitorId= so a filtered view can be shared and survives a reload. */
export function useCompetitorFilter() {
  const [params, setParams] = useSearchParams();
  const competitorId = params.get('competitorId') || undefined;
  const setCompetitorId = useCallback(
    (id: string | undefined) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (id) next.set('competitorId', id);
          else next.delete('competitorId');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { competitorId, setCompetitorId };
}
