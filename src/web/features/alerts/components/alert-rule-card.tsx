import { Pencil, Trash2 } from 'lucide-react';
import type { TAlertRule } from '@shared/contracts/alerts';
import type { TCompetitor } from '@shared/contracts/competitors';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Switch } from '@web/components/ui/switch';
import { TimeAgo } from '@web/components/ui/time-ago';
import { alertTypeLabel, thresholdText } from '../lib/alert-labels';

/** Where a rule looks: all competitors, one competitor by name, or one product. */
export function scopeText(rule: TAlertRule, competitors: readonly TCompetitor[] | undefined): string {
  if (rule.productId !== null) return rule.productTitle ?? `Product #${rule.productId}`;
  if (!rule.competitorId) return 'All competitors';
  return competitors?.find((c) => c.id === rule.competitorId)?.name ?? 'One competitor';
}

export function AlertRuleCard(props: {
  rule: TAlertRule;
  competitors: readonly TCompetitor[] | undefined;
  toggling: boolean;
  onToggle: (isActive: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
  /** A reader's view: no switch or buttons (docs/product-rules.md R24). */
  readOnly?: boolean;
}) {
  const { rule } = props;
  const label = alertTypeLabel[rule.type];
  return (
    <Card className="p-4 sm:p-5" aria-label={`${label} alert`} role="group">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold">{label}</h3>
            <Badge variant={rule.isActive ? 'success' : 'outline'}>
              {rule.isActive ? 'Active' : 'Inactive'}
            </Badge>
          </div>
          <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
            <div className="flex gap-1.5 sm:block">
              <dt className="text-muted-foreground sm:text-xs">Scope</dt>
              <dd className="font-medium break-words">{scopeText(rule, props.competitors)}</dd>
            </div>
            <div className="flex gap-1.5 sm:block">
              <dt className="text-muted-foreground sm:text-xs">Threshold</dt>
              <dd className="font-medium">{thresholdText(rule.threshold, rule.type)}</dd>
            </div>
            <div className="flex gap-1.5 sm:block">
              <dt className="text-muted-foreground sm:text-xs">Last triggered</dt>
              <dd className="font-medium">
                {rule.lastTriggered ? <TimeAgo value={rule.lastTriggered} /> : 'Never'}
              </dd>
            </div>
            {rule.addedBy ? (
              <div className="flex gap-1.5 sm:block">
                <dt className="text-muted-foreground sm:text-xs">Added by</dt>
                <dd className="font-medium break-words">{rule.addedBy}</dd>
              </div>
            ) : null}
          </dl>
        </div>
        {props.readOnly ? null : (
          <div className="flex items-center gap-1">
            <Switch
              checked={rule.isActive}
              disabled={props.toggling}
              onCheckedChange={props.onToggle}
              aria-label={rule.isActive ? `Pause ${label} alert` : `Resume ${label} alert`}
              className="mr-2"
            />
            <Button variant="ghost" size="icon" aria-label={`Edit ${label} alert`} onClick={props.onEdit}>
              <Pencil aria-hidden />
            </Button>
            <Button variant="ghost" size="icon" aria-label={`Delete ${label} alert`} onClick={props.onDelete}>
              <Trash2 aria-hidden className="text-destructive" />
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}
