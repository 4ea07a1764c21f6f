import { NativeSelect } from '@web/components/ui/input';
import { useMyAccounts } from '../api/get-my-accounts';
import { useSwitchAccount } from '../api/switch-account';
import { ROLE_LABELS } from '../lib/role-labels';

/** The shell's account switcher (docs/product-rules.md R24): only for a person in more than one account. */
export function AccountSwitcher() {
  const accounts = useMyAccounts();
  const switching = useSwitchAccount();
  if (!accounts.data || accounts.data.length < 2) return null;
  const current = accounts.data.find((a) => a.current);
  return (
    <div className="space-y-1">
      <label htmlFor="account-switcher" className="text-xs font-medium text-muted-foreground">
        Account
      </label>
      <NativeSelect
        id="account-switcher"
        value={current?.id ?? ''}
        disabled={switching.isPending}
        onChange={(e) => switching.mutate(e.target.value)}
      >
        {accounts.data.map((a) => (
          <option key={a.id} value={a.id}>
            {a.name} ({ROLE_LABELS[a.role]})
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
