import { ProductImage } from '@web/components/ui/product-image';

export function ProductThumb({ src }: { src: string | null }) {
  return <ProductImage src={src} />;
}
