import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';

/** A centred Radix dialog in the app's card style, full width less a margin on a phone. */
export function Modal(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card border border-border bg-card p-5 shadow-xl focus:outline-none sm:p-6">
          <Dialog.Title className="pr-8 text-lg font-semibold">{props.title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted-foreground">
            {props.description}
          </Dialog.Description>
          <div className="mt-4">{props.children}</div>
          <Dialog.Close
            aria-label="Close"
            className="absolute top-3 right-3 cursor-pointer rounded-md p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X className="size-4" aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
