import { Lock } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { TPaidPlan, TPaymentResult } from '@shared/contracts/billing';
import { PLAN_LABELS } from '@shared/constants/plans';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useReactivationOpportunities } from '../api/get-reactivation-opportunities';
import { cardFieldErrors, useSimulatePayment } from '../api/simulate-payment';
import {
  CARD_NUMBER_MAX,
  CVC_MAX,
  EXPIRY_MAX,
  checkCardValues,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  type TCardErrors,
  type TCardField,
  type TCardValues,
} from '../lib/card-fields';
import { useIdempotencyKey } from '../lib/idempotency';
import { ReactivationDialog } from './reactivation-dialog';

/** The pause between closing the reactivation dialog and sending the payment it was opened for. */
const AUTO_SUBMIT_DELAY_MS = 300;

const FORMAT: Record<TCardField, (v: string) => string> = {
  cardNumber: formatCardNumber,
  expiry: formatExpiry,
  cvc: formatCvc,
};

/**
 * The simulated provider's card form. On submit, when paused competitors could come back, the reactivation
 * dialog opens first; its answer (chosen ids, or none) then sends the payment by itself.
 */
export function CardPaymentForm({ plan, onPaid }: { plan: TPaidPlan; onPaid: (r: TPaymentResult) => void }) {
  const [values, setValues] = useState<TCardValues>({ cardNumber: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<TCardErrors>({});
  /** null until the dialog was answered: then the ids chosen (maybe none). */
  const [reactivate, setReactivate] = useState<string[] | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const opportunities = useReactivationOpportunities(plan, { enabled: true });
  const pay = useSimulatePayment();
  const keyFor = useIdempotencyKey();
  const sending = useRef(false);

  const offer = opportunities.data;
  const hasOffer =
    !!offer?.hasOpportunities && offer.availableSlots > 0 && offer.inactiveCompetitors.length > 0;

  function submit(chosen: string[] | null) {
    const found = checkCardValues(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    if (chosen === null && hasOffer) {
      setDialogOpen(true);
      return;
    }
    if (sending.current) return;
    sending.current = true;
    const body = {
      plan,
      cardNumber: values.cardNumber,
      expiry: values.expiry,
      cvc: values.cvc,
      ...(chosen?.length ? { reactivateCompetitorIds: chosen } : {}),
    };
    pay.mutate(
      { body, idempotencyKey: keyFor(body) },
      {
        onSuccess: onPaid,
        onError: (err) => setErrors(cardFieldErrors(err) ?? {}),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  }

  const answerDialog = (chosen: string[]) => {
    setReactivate(chosen);
    setDialogOpen(false);
    setTimeout(() => submit(chosen), AUTO_SUBMIT_DELAY_MS);
  };

  const field = (name: TCardField) => ({
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const value = FORMAT[name](e.target.value);
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((er) => ({ ...er, [name]: undefined }));
    },
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit(reactivate);
  };

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="card-form">
        <FormField label="Card number" error={errors.cardNumber}>
          <Input
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            maxLength={CARD_NUMBER_MAX}
            data-testid="card-number"
            {...field('cardNumber')}
          />
        </FormField>
        <div className="grid grid-cols-2 gap-4">
          <FormField label="Expiry (MM/YY)" error={errors.expiry}>
            <Input
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              maxLength={EXPIRY_MAX}
              data-testid="card-expiry"
              {...field('expiry')}
            />
          </FormField>
          <FormField label="CVC" error={errors.cvc}>
            <Input
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              maxLength={CVC_MAX}
              data-testid="card-cvc"
              {...field('cvc')}
            />
          </FormField>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={pay.isPending} data-testid="pay-button">
          <Lock aria-hidden />
          {pay.isPending ? 'Processing...' : `Pay and upgrade to ${PLAN_LABELS[plan]}`}
        </Button>
      </form>
      {offer && hasOffer ? (
        <ReactivationDialog
          open={dialogOpen}
          opportunities={offer}
          onReactivate={answerDialog}
          onSkip={() => answerDialog([])}
          onCancel={() => setDialogOpen(false)}
        />
      ) : null}
    </>
  );
}
