import type { TSendResult } from '@shared/contracts/email';
import { ApiError } from '@web/lib/api-client';

/** What POST /api/test-email-alert and /api/test-slack answer (docs/product-rules.md R30). */
export type TTestResult = TSendResult;

/** Thrown for an answer of success: false, so that and a failed call share one toast. */
export class TestFailed extends Error {}

export async function requireSuccess(call: () => Promise<TTestResult>): Promise<TTestResult> {
  const result = await call();
  if (!result?.success) throw new TestFailed(result?.message ?? '');
  return result;
}

/** No answer at all (offline, DNS, connection refused), as opposed to an answer that says no. */
export const isNetworkError = (err: unknown) => !(err instanceof ApiError) && !(err instanceof TestFailed);
