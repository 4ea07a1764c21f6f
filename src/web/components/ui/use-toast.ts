import { useSyncExternalStore, type ReactNode } from 'react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@shared/constants/ui';

export type TToast = {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: 'default' | 'destructive' | 'success';
  open: boolean;
};

type TListener = () => void;
let toasts: TToast[] = [];
const listeners = new Set<TListener>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit(next: TToast[]) {
  toasts = next;
  listeners.forEach((l) => l());
}

/** Shows a toast; at most TOAST_LIMIT are kept, the newest first (docs/product-rules.md R48). */
export function toast(input: Omit<TToast, 'id' | 'open'>): { id: string; dismiss: () => void } {
  const id = String(++counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id: string) {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  if (!removeTimers.has(id)) {
    removeTimers.set(
      id,
      setTimeout(() => {
        removeTimers.delete(id);
        emit(toasts.filter((t) => t.id !== id));
      }, TOAST_REMOVE_DELAY_MS),
    );
  }
}

function subscribe(listener: TListener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): TToast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
