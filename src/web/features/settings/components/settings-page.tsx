import type { TPublicUser } from '@shared/contracts/auth';

export function SettingsPage(_props: { user: TPublicUser }) {
  return <h1>Settings</h1>;
}
