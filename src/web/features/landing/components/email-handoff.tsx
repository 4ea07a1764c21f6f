import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '@web/components/ui/spinner';
import { paths } from '@web/lib/paths';
import { logout, userQueryKey } from '@web/features/auth';

/**
 * An emailed link to /?email=… signs out whoever is signed in on this browser, then opens sign-up with
 * that address, whether or not the logout call succeeded (docs/product-rules.md R44).
 */
export function EmailHandoff({ email }: { email: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutateAsync: endSession } = useMutation({ mutationFn: logout });
  const started = useRef(false);

  useEffect(() => {
    // Once per mount, even when StrictMode replays effects.
    if (started.current) return;
    started.current = true;
    void endSession()
      .catch(() => undefined)
      .then(() => {
        // Signed out first, so the signed-out route table receives the /auth link.
        if (queryClient.getQueryData(userQueryKey)) queryClient.setQueryData(userQueryKey, null);
        void navigate(paths.authWithEmail(email), { replace: true });
      });
  }, [email, endSession, navigate, queryClient]);

  return (
    <div className="flex min-h-screen items-center justify-center">
      <PageLoader label="Taking you to sign up..." />
    </div>
  );
}
