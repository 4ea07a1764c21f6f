import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';

const PLACEMENT = {
  center:
    'top-1/2 left-1/2 max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-card border',
  /** A panel along the right edge, the whole screen on a phone (a ticket's conversation, say). */
  side: 'inset-y-0 right-0 w-full max-w-xl border-l',
} as const;

/** A Radix dialog in the app's card style: centred (full width less a margin on a phone) or a side panel. */
export function Modal(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  children: ReactNode;
  /** Centred by default; `side` for a panel along the right edge. */
  placement?: keyof typeof PLACEMENT;
  /** Centred width: md (28rem) by default, lg (42rem) for a table. */
  size?: 'md' | 'lg';
}) {
  const placement = props.placement ?? 'center';
  const width = placement === 'center' ? (props.size === 'lg' ? 'max-w-2xl' : 'max-w-md') : '';
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          className={`fixed z-50 overflow-y-auto border-border bg-card p-5 shadow-xl focus:outline-none sm:p-6 ${PLACEMENT[placement]} ${width}`}
        >
          <Dialog.Title className="pr-8 text-lg font-semibold break-words">{props.title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm break-words text-muted-foreground">
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
