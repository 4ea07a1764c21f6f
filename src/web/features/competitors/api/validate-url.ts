import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TValidationResult, ZValidateUrlInput } from '@shared/contracts/competitors';
import { api } from '@web/lib/api-client';

export type TValidateUrlInput = z.input<typeof ZValidateUrlInput>;

/** Answers 200 with isValid false and an error when the URL is refused; only other failures throw. */
export const validateUrl = (body: TValidateUrlInput) =>
  api.post<TValidationResult>('/api/competitors/validate', body);

/** A check on demand, cached nowhere: the result lives in the demo's results panel. */
export function useValidateUrl() {
  return useMutation({ mutationFn: validateUrl });
}
