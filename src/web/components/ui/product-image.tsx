import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@web/lib/cn';

/**
 * A product's picture from the store's CDN, or a neutral placeholder when there is none or it fails to load
 * (offline, blocked, gone). Decorative: the product's name always stands beside it.
 */
export function ProductImage({ src, className }: { src: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  const box = cn('size-10 shrink-0 rounded-md border border-border bg-muted object-cover', className);
  if (!src || failed) {
    return (
      <span className={cn(box, 'flex items-center justify-center text-muted-foreground')}>
        <ImageOff className="size-4" aria-hidden />
      </span>
    );
  }
  return <img src={src} alt="" loading="lazy" className={box} onError={() => setFailed(true)} />;
}
