import type { ReactNode } from 'react';
import type { TUserSettings } from '@shared/contracts/auth';
import { PageLoader } from '@web/components/ui/spinner';
import { ErrorState } from '@web/components/ui/states';
import { useSettings } from '@web/features/auth';

/** Loading and failure states of GET /api/user/settings, shared by the tabs that edit them. */
export function SettingsLoader({ children }: { children: (settings: TUserSettings) => ReactNode }) {
  const settings = useSettings();
  if (settings.isPending) return <PageLoader label="Loading settings..." />;
  if (settings.isError) {
    return (
      <ErrorState
        title="Could not load your settings"
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  return children(settings.data);
}
