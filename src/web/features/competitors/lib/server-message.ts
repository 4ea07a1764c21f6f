import { ZCompetitorFailure } from '@shared/contracts/competitors';
import { ApiError } from '@web/lib/api-client';

/** The failure body of a competitor call, when the server sent one. */
export function competitorFailure(err: unknown) {
  if (!(err instanceof ApiError)) return undefined;
  const parsed = ZCompetitorFailure.partial().safeParse(err.body);
  return parsed.success ? parsed.data : undefined;
}

/** The server's own words (the JSON body's message), or undefined when it sent none or the network failed. */
export function serverMessage(err: unknown): string | undefined {
  const message = competitorFailure(err)?.message?.trim();
  return message ? message : undefined;
}
