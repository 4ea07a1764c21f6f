import { lazy, Suspense, useState } from 'react';
import { useToasts } from '@web/components/ui/use-toast';

const Toaster = lazy(() => import('@web/components/ui/toaster').then((m) => ({ default: m.Toaster })));

/**
 * The toast viewport and its Radix code load with the first toast: most first loads show none, so they do not
 * download it. Once loaded it stays mounted.
 */
export function ToasterOnDemand() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
