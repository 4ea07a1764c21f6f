import { useState, type FormEvent } from 'react';
import { ALERT_TYPES, type TAlertRule } from '@shared/contracts/alerts';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input, NativeSelect } from '@web/components/ui/input';
import { Modal } from '@web/components/ui/modal';
import { Banner } from '@web/components/ui/states';
import { toast } from '@web/components/ui/use-toast';
import { useCompetitors } from '@web/features/competitors';
import { useCreateAlertRule } from '../api/create-alert-rule';
import { useUpdateAlertRule } from '../api/update-alert-rule';
import { AlertProductPicker } from './alert-product-picker';
import {
  alertTypeDescription,
  alertTypeLabel,
  thresholdField,
  typeTakesThreshold,
  typeWatchesProducts,
} from '../lib/alert-labels';
import {
  emptyRuleForm,
  productRuleForm,
  ruleToForm,
  toRuleInput,
  type TRuleFormErrors,
  type TRuleFormValues,
  type TRuleScope,
} from '../lib/alert-rule-form';

/**
 * Create (rule null) or edit a rule. Mount it with a key so each opening starts from fresh values. `product` opens
 * a new rule already scoped to that product (the product page's "Alert me about this product"); `type` opens a new
 * rule of that type (/price-position's "Set undercut alert").
 */
export function AlertRuleDialog(props: {
  open: boolean;
  rule: TAlertRule | null;
  product?: { id: number; title: string };
  type?: TAlertRule['type'];
  onClose: () => void;
}) {
  const editing = props.rule !== null;
  const [values, setValues] = useState<TRuleFormValues>(() =>
    props.rule
      ? ruleToForm(props.rule)
      : props.product
        ? productRuleForm(props.product)
        : { ...emptyRuleForm, type: props.type ?? emptyRuleForm.type },
  );
  const [errors, setErrors] = useState<TRuleFormErrors>({});
  const competitors = useCompetitors();
  const create = useCreateAlertRule();
  const update = useUpdateAlertRule();
  const pending = create.isPending || update.isPending;
  const failure = create.error ?? update.error;

  const set = <K extends keyof TRuleFormValues>(key: K, value: TRuleFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = toRuleInput(values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    if (props.rule) {
      update.mutate(
        { id: props.rule.id, patch: checked.body },
        {
          onSuccess: () => {
            toast({ title: 'Alert Updated', description: 'Your changes are saved.', variant: 'success' });
            props.onClose();
          },
        },
      );
    } else {
      create.mutate({ ...checked.body, isActive: true }, { onSuccess: props.onClose });
    }
  };

  const scopes: { value: TRuleScope; label: string }[] = [
    { value: 'all', label: 'All competitors' },
    { value: 'competitor', label: 'One competitor' },
    ...(typeWatchesProducts(values.type) ? [{ value: 'product' as const, label: 'One product' }] : []),
  ];

  return (
    <Modal
      open={props.open}
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title={editing ? 'Edit Alert' : 'Create Alert'}
      description="Choose what to watch and how large a change must be before you hear about it."
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {failure ? <Banner tone="error">{failure.message}</Banner> : null}
        <FormField label="Alert Type" error={errors.type} hint={alertTypeDescription[values.type]}>
          <NativeSelect
            value={values.type}
            onChange={(e) => {
              const type = e.target.value as TAlertRule['type'];
              // A store-wide type cannot watch one product: such a rule falls back to all competitors.
              setValues((v) => ({
                ...v,
                type,
                ...(v.scope === 'product' && !typeWatchesProducts(type) ? { scope: 'all' as const } : {}),
              }));
            }}
          >
            {ALERT_TYPES.map((t) => (
              <option key={t} value={t}>
                {alertTypeLabel[t]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Watch</legend>
          {scopes.map((s) => (
            <label key={s.value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="scope"
                value={s.value}
                checked={values.scope === s.value}
                onChange={() => set('scope', s.value)}
                className="size-4 accent-primary"
              />
              {s.label}
            </label>
          ))}
        </fieldset>
        {values.scope === 'competitor' ? (
          <FormField label="Competitor" error={errors.competitorId}>
            <NativeSelect
              value={values.competitorId}
              disabled={competitors.isPending}
              onChange={(e) => set('competitorId', e.target.value)}
            >
              <option value="">{competitors.isPending ? 'Loading...' : 'Select a competitor'}</option>
              {competitors.data?.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        ) : null}
        {values.scope === 'product' ? (
          <AlertProductPicker
            productId={values.productId}
            productTitle={values.productTitle}
            error={errors.productId}
            onChange={(product) =>
              setValues((v) => ({ ...v, productId: product?.id ?? null, productTitle: product?.title ?? '' }))
            }
          />
        ) : null}
        {typeTakesThreshold(values.type) ? (
          <FormField
            label={thresholdField(values.type).label}
            error={errors.threshold}
            hint={thresholdField(values.type).hint}
          >
            <Input
              type="number"
              inputMode="decimal"
              min={1}
              max={100}
              step={thresholdField(values.type).step}
              placeholder={thresholdField(values.type).placeholder}
              value={values.threshold}
              onChange={(e) => set('threshold', e.target.value)}
            />
          </FormField>
        ) : null}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving...' : editing ? 'Save Changes' : 'Create Alert'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
