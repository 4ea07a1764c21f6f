// The rules of the sign-in and sign-up forms, from the shared contracts; imported on demand (with zod) by the
// forms, so /auth's first load carries neither (docs/decisions/012-light-first-load.md).
import { ZLoginBody, ZSignUpForm } from '@shared/contracts/auth';
import { zodFormCheck } from '@web/lib/zod-form-check';

export const signInCheck = zodFormCheck<'username' | 'password', typeof ZLoginBody>(ZLoginBody);
export const signUpCheck = zodFormCheck<
  'firstName' | 'lastName' | 'username' | 'email' | 'password' | 'confirmPassword',
  typeof ZSignUpForm
>(ZSignUpForm);
