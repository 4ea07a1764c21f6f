import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

/** A native question-and-answer disclosure: keyboard and screen-reader support come with details/summary. */
export function Disclosure({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  return (
    <details className="group border-b border-border last:border-b-0">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-left font-medium text-foreground hover:text-primary [&::-webkit-details-marker]:hidden">
        <span>{summary}</span>
        <ChevronDown
          className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
          aria-hidden
        />
      </summary>
      <div className="pb-4 pr-8 text-sm leading-relaxed text-muted-foreground">{children}</div>
    </details>
  );
}
