import { ExternalLink } from 'lucide-react';

/** Opens the product on the competitor's own store, in a new tab. */
export function ViewDealLink({ href, title }: { href: string; title: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`View Deal: ${title} (opens the store in a new tab)`}
      className="inline-flex items-center gap-1 font-medium whitespace-nowrap text-primary hover:underline"
    >
      View Deal <ExternalLink className="size-3.5" aria-hidden />
    </a>
  );
}
