import { useMyAccounts } from './get-my-accounts';

/**
 * Whether the person is an owner of the account they act in (docs/product-rules.md R24): only owners see
 * Settings → Plan and the buttons that pay or change the plan (the server refuses the others with a 403).
 * Undefined until the role is known, so an owner's screen does not flicker.
 */
export function useIsOwner(): boolean | undefined {
  const accounts = useMyAccounts();
  const current = accounts.data?.find((a) => a.current);
  return current ? current.role === 'owner' : undefined;
}

/**
 * Whether the plan and payment controls show (docs/product-rules.md R24): true for an owner, false for another
 * role, undefined while the role loads, so neither an owner's buttons nor the non-owner's sentence flashes first.
 * A role that cannot be read shows the controls: the server checks the role on every plan change anyway.
 */
export function useMayManagePlan(): boolean | undefined {
  const accounts = useMyAccounts();
  if (accounts.isPending) return undefined;
  const current = accounts.data?.find((a) => a.current);
  return current ? current.role === 'owner' : true;
}

/** What a member who is not an owner reads where an owner would find a plan button. */
export const OWNERS_MANAGE_PLAN = "The account's owners manage its plan.";
