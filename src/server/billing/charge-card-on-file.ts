import { DECLINED } from './pay-with-card';

/**
 * The simulated provider charging a card on file: the reference says how the test card behaves
 * (docs/product-rules.md R25): 4000 0000 0000 0341 pays at checkout and fails every later charge.
 */
export function chargeCardOnFile(
  paymentMethodRef: string | null,
): { ok: true; id: string } | { ok: false; reason: string } {
  if (!paymentMethodRef) return { ok: false, reason: 'No card on file.' };
  if (
    paymentMethodRef.startsWith('sim_pm_fails_at_renewal') ||
    paymentMethodRef.startsWith('sim_pm_declined')
  ) {
    return { ok: false, reason: DECLINED };
  }
  return { ok: true, id: `sim_ch_${crypto.randomUUID()}` };
}
