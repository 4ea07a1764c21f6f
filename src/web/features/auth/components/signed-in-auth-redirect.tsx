import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@web/lib/paths';
import { clearSignInLanding, signInLanding } from '../lib/sign-in-landing';

/** /auth for someone signed in: the landing of the sign-in just made, else / (docs/product-rules.md R44). */
export function SignedInAuthRedirect() {
  const to = signInLanding() ?? paths.home;
  // Runs after Navigate's own effect (children first), so the landing is followed before it is cleared.
  useEffect(() => clearSignInLanding(), []);
  return <Navigate to={to} replace />;
}
