import { ImageOff } from 'lucide-react';

export function ProductThumb({ src }: { src: string | null }) {
  return src ? (
    <img
      src={src}
      alt=""
      loading="lazy"
      className="size-10 shrink-0 rounded-md border border-border object-cover"
    />
  ) : (
    <span className="flex size-10 shrink-0 items-center justify-center rounded-md border border-border bg-muted text-muted-foreground">
      <ImageOff className="size-4" aria-hidden />
    </span>
  );
}
