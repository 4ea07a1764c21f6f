import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { TAlertRule } from '@shared/contracts/alerts';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ErrorState } from '@web/components/ui/states';
import { useCompetitors } from '@web/features/competitors';
import { useCanChange } from '@web/features/team';
import { useAlertRules } from '../api/get-alert-rules';
import { useToggleAlertRule } from '../api/update-alert-rule';
import { AlertInfoCards } from './alert-info-cards';
import { AlertRuleCard } from './alert-rule-card';
import { AlertRuleDialog } from './alert-rule-dialog';
import { AlertSystemReady } from './alert-system-ready';
import { DeleteAlertRuleDialog } from './delete-alert-rule-dialog';

type TDialog = { mode: 'create' } | { mode: 'edit'; rule: TAlertRule } | null;

export function MyAlertsTab() {
  const rules = useAlertRules();
  const competitors = useCompetitors();
  const toggle = useToggleAlertRule();
  const [dialog, setDialog] = useState<TDialog>(null);
  const [deleting, setDeleting] = useState<TAlertRule | null>(null);
  // A new key per opening, so the form starts from the rule (or blank) every time.
  const [dialogKey, setDialogKey] = useState(0);
  const canChange = useCanChange();
  const open = (next: TDialog) => {
    setDialogKey((k) => k + 1);
    setDialog(next);
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Choose which changes you hear about: for all competitors, one competitor or one product.
        </p>
        {canChange ? (
          <Button onClick={() => open({ mode: 'create' })}>
            <Plus aria-hidden /> Create Alert
          </Button>
        ) : null}
      </div>
      {rules.isPending ? (
        <Card className="p-5" role="status" aria-label="Loading alert rules">
          <div className="space-y-3">
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-10 animate-pulse rounded bg-muted" />
            ))}
          </div>
        </Card>
      ) : rules.isError ? (
        <ErrorState
          title="Could not load your alerts"
          error={rules.error}
          onRetry={() => void rules.refetch()}
        />
      ) : (
        <>
          {rules.data.length === 0 ? (
            <AlertSystemReady />
          ) : (
            <ul aria-label="Your alert rules" className="space-y-3">
              {rules.data.map((rule) => (
                <li key={rule.id}>
                  <AlertRuleCard
                    rule={rule}
                    competitors={competitors.data}
                    toggling={toggle.isPending && toggle.variables?.id === rule.id}
                    onToggle={(isActive) => toggle.toggle(rule, isActive)}
                    onEdit={() => open({ mode: 'edit', rule })}
                    onDelete={() => setDeleting(rule)}
                    readOnly={!canChange}
                  />
                </li>
              ))}
            </ul>
          )}
          <AlertInfoCards rules={rules.data} />
        </>
      )}
      {dialog ? (
        <AlertRuleDialog
          key={dialogKey}
          open
          rule={dialog.mode === 'edit' ? dialog.rule : null}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <DeleteAlertRuleDialog rule={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
