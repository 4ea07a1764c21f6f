import { useMyAccounts } from './get-my-accounts';

/**
 * Whether the person may change things in the account they act in (docs/product-rules.md R24): readers see every
 * screen without its write buttons (the server refuses their writes anyway). True until the role is known.
 */
export function useCanChange(): boolean {
  const accounts = useMyAccounts();
  return accounts.data?.find((a) => a.current)?.role !== 'reader';
}
