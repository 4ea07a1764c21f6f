import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Spinner } from '@web/components/ui/spinner';
import { paths } from '@web/lib/paths';

/** Clears the query cache and the browser caches, then reloads the app after 2 seconds. */
export function ForceRefreshPage() {
  const queryClient = useQueryClient();
  useEffect(() => {
    queryClient.clear();
    const clearCaches =
      'caches' in window
        ? caches.keys().then((keys) => Promise.all(keys.map((k) => caches.delete(k))))
        : Promise.resolve();
    void clearCaches.catch(() => {});
    const timer = setTimeout(() => window.location.replace(paths.home), 2000);
    return () => clearTimeout(timer);
  }, [queryClient]);
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-3 text-center">
      <Spinner label="Clearing caches..." />
      <p className="text-sm text-muted-foreground">Rivalwatch will reload in a moment.</p>
    </div>
  );
}
