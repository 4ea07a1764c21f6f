import { CreditCard, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { planIntervalRange, type TAdminPlanConfig } from '@shared/contracts/admin-plans';
import { intervalLabel } from '@shared/constants/intervals';
import { formatPlanPrice } from '@shared/format';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { EmptyState, ErrorState } from '@web/components/ui/states';
import { AdminPage, LoadingBlock } from '../../lib';
import { usePlanConfigs } from '../api/get-plan-configs';
import { useCreatePlanConfig, useUpdatePlanConfig } from '../api/plan-config-mutations';
import { emptyPlanForm, formToBody, planToForm, type TPlanForm } from '../lib/plan-form';
import { PlanFormFields } from './plan-form-fields';

const rangeHint = (key: string) => {
  const { min, max } = planIntervalRange(key);
  return `Between ${min} and ${max} minutes.`;
};

/** /admin/plan-config (docs/product-rules.md R59). */
export function PlanConfigPage() {
  const plans = usePlanConfigs();
  const [creating, setCreating] = useState(false);
  return (
    <AdminPage
      title="Plan Configuration"
      description="Prices, limits and refresh intervals; a change applies at once."
      actions={
        <Button onClick={() => setCreating(true)} disabled={creating}>
          <Plus aria-hidden /> Create Plan
        </Button>
      }
    >
      {creating ? <CreatePlanCard onDone={() => setCreating(false)} /> : null}
      {plans.isPending ? (
        <LoadingBlock label="Loading plans" />
      ) : plans.isError ? (
        <ErrorState title="Could not load plans" error={plans.error} onRetry={() => void plans.refetch()} />
      ) : plans.data.length === 0 ? (
        <EmptyState icon={CreditCard} title="No plans yet" description="No data yet" />
      ) : (
        <div className="grid gap-4 lg:grid-cols-3">
          {plans.data.map((p) => (
            <PlanCard key={p.id} plan={p} />
          ))}
        </div>
      )}
    </AdminPage>
  );
}

function PlanCard({ plan }: { plan: TAdminPlanConfig }) {
  const [form, setForm] = useState<TPlanForm | null>(null);
  const update = useUpdatePlanConfig();
  if (form) {
    return (
      <Card aria-label={`Edit ${plan.name}`} role="group">
        <CardContent className="space-y-4 p-5">
          <PlanFormFields form={form} onChange={setForm} intervalHint={rangeHint(plan.key)} />
          <div className="flex gap-2">
            <Button
              disabled={update.isPending}
              onClick={() =>
                update.mutate({ id: plan.id, changes: formToBody(form) }, { onSuccess: () => setForm(null) })
              }
            >
              {update.isPending ? 'Saving...' : 'Save'}
            </Button>
            <Button variant="secondary" onClick={() => setForm(null)}>
              Cancel
            </Button>
          </div>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card aria-label={plan.name} role="group">
      <CardContent className="space-y-3 p-5">
        <div className="flex items-start justify-between gap-2">
          <div>
            <h2 className="text-lg font-semibold">{plan.name}</h2>
            <p className="text-2xl font-bold">{formatPlanPrice(plan.price)}</p>
          </div>
          <Badge variant={plan.isActive ? 'success' : 'secondary'}>
            {plan.isActive ? 'Active' : 'Inactive'}
          </Badge>
        </div>
        <p className="text-sm text-muted-foreground">{plan.description}</p>
        <ul className="text-sm">
          <li>
            Up to {plan.maxCompetitors} competitor{plan.maxCompetitors === 1 ? '' : 's'}
          </li>
          <li>
            {plan.maxMembers} seat{plan.maxMembers === 1 ? '' : 's'}
          </li>
          <li>Refreshed {intervalLabel(plan.scrapingIntervalMinutes)}</li>
          <li>Top {plan.bestSellerDepth} best sellers read</li>
        </ul>
        {plan.features.length ? (
          <ul className="list-inside list-disc text-sm text-muted-foreground">
            {plan.features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap gap-2 pt-1">
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setForm(planToForm(plan))}
            aria-label={`Edit ${plan.name}`}
          >
            <Pencil aria-hidden /> Edit
          </Button>
          {plan.isActive && plan.key !== 'free' ? (
            <Button
              size="sm"
              variant="ghost"
              disabled={update.isPending}
              onClick={() => update.mutate({ id: plan.id, changes: { isActive: false } })}
            >
              Deactivate
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

function CreatePlanCard({ onDone }: { onDone: () => void }) {
  const [form, setForm] = useState<TPlanForm>(emptyPlanForm);
  const create = useCreatePlanConfig();
  const ready = form.name.trim() !== '' && form.price.trim() !== '';
  return (
    <Card className="mb-6" role="group" aria-label="New plan">
      <CardContent className="space-y-4 p-5">
        <h2 className="text-lg font-semibold">New plan</h2>
        <PlanFormFields form={form} onChange={setForm} intervalHint={rangeHint('')} />
        <div className="flex gap-2">
          <Button
            disabled={!ready || create.isPending}
            onClick={() => create.mutate(formToBody(form), { onSuccess: onDone })}
          >
            {create.isPending ? 'Creating...' : 'Create Plan'}
          </Button>
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
