import { ALERT_TYPES, ZThreshold, type TAlertRule } from '@shared/contracts/alerts';
import { typeTakesThreshold } from './alert-labels';

export type TRuleScope = 'all' | 'competitor' | 'product';

/** What the dialog edits: strings as typed, turned into the API body by toRuleInput. */
export type TRuleFormValues = {
  type: TAlertRule['type'];
  scope: TRuleScope;
  competitorId: string;
  productId: number | null;
  /** The chosen product's title, shown in the dialog (not sent). */
  productTitle: string;
  threshold: string;
};

export type TRuleFormErrors = Partial<Record<'type' | 'competitorId' | 'productId' | 'threshold', string>>;

export const emptyRuleForm: TRuleFormValues = {
  type: 'price_change',
  scope: 'all',
  competitorId: '',
  productId: null,
  productTitle: '',
  threshold: '',
};

/** A new rule watching one product (docs/product-rules.md R119): what the product page's button opens. */
export const productRuleForm = (product: { id: number; title: string }): TRuleFormValues => ({
  ...emptyRuleForm,
  scope: 'product',
  productId: product.id,
  productTitle: product.title,
});

export function ruleToForm(rule: TAlertRule): TRuleFormValues {
  return {
    type: rule.type,
    scope: rule.productId !== null ? 'product' : rule.competitorId ? 'competitor' : 'all',
    competitorId: rule.competitorId ?? '',
    productId: rule.productId,
    productTitle: rule.productTitle ?? '',
    threshold: rule.threshold === null ? '' : String(Number(rule.threshold)),
  };
}

export type TRuleBody = {
  type: TAlertRule['type'];
  competitorId: string | null;
  productId: number | null;
  threshold: number | null;
};

/** Checks the form before the call with the server's rules (1–100 %, step 0.1; docs/product-rules.md R11). */
export function toRuleInput(
  values: TRuleFormValues,
): { ok: true; body: TRuleBody } | { ok: false; errors: TRuleFormErrors } {
  const errors: TRuleFormErrors = {};
  if (!(ALERT_TYPES as readonly string[]).includes(values.type)) errors.type = 'Choose an alert type';
  if (values.scope === 'competitor' && !values.competitorId) errors.competitorId = 'Choose a competitor';
  if (values.scope === 'product' && values.productId === null) errors.productId = 'Choose a product';

  let threshold: number | null = null;
  const raw = values.threshold.trim();
  if (typeTakesThreshold(values.type) && raw !== '') {
    const parsed = ZThreshold.safeParse(Number(raw));
    if (parsed.success) threshold = parsed.data;
    else errors.threshold = parsed.error.issues[0]?.message ?? 'Threshold must be between 1 and 100';
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    body: {
      type: values.type,
      competitorId: values.scope === 'competitor' ? values.competitorId : null,
      productId: values.scope === 'product' ? values.productId : null,
      threshold,
    },
  };
}
