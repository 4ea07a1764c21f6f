import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD } from '@shared/constants/ui';
import { cn } from '@web/lib/cn';
import { dismissToast, useToasts } from './use-toast';

const tone = {
  default: 'border-border bg-card text-foreground',
  success: 'border-success/30 bg-card text-foreground',
  destructive: 'border-destructive bg-destructive text-white',
};

export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
    >
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg transition-all data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[state=closed]:opacity-0',
            tone[t.variant ?? 'default'],
          )}
        >
          <div className="grid gap-1">
            {t.title ? <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title> : null}
            {t.description ? (
              <Toast.Description className="text-sm opacity-90">{t.description}</Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label="Close"
            className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <X className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 sm:bottom-0 sm:right-0 sm:top-auto sm:flex-col md:max-w-[420px]" />
    </Toast.Provider>
  );
}
