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

/** What a member who is not an owner reads where an owner would find a plan button. */
export const OWNERS_MANAGE_PLAN = "The account's owners manage its plan.";
