import { ExternalLink } from 'lucide-react';
import type { TCompetitor } from '@shared/contracts/competitors';

/** The store's own site, in a new tab. */
export function StoreLink({ competitor }: { competitor: Pick<TCompetitor, 'url' | 'domain'> }) {
  return (
    <a
      href={competitor.url}
      target="_blank"
      rel="noopener noreferrer"
      title={competitor.url}
      className="inline-flex max-w-full items-center gap-1 text-primary hover:underline"
    >
      <span className="truncate">{competitor.domain}</span>
      <ExternalLink className="size-3.5 shrink-0" aria-hidden />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
