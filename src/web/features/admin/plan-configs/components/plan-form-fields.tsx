import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { Switch } from '@web/components/ui/switch';
import type { TPlanForm } from '../lib/plan-form';

/** The fields of a plan, shared by a card in edit mode and the create form. */
export function PlanFormFields({
  form,
  onChange,
  intervalHint,
}: {
  form: TPlanForm;
  onChange: (f: TPlanForm) => void;
  intervalHint: string;
}) {
  const set = (patch: Partial<TPlanForm>) => onChange({ ...form, ...patch });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="Name">
        <Input value={form.name} onChange={(e) => set({ name: e.target.value })} />
      </FormField>
      <FormField label="Price (USD per month)" hint="In dollars, e.g. 19.00">
        <Input inputMode="decimal" value={form.price} onChange={(e) => set({ price: e.target.value })} />
      </FormField>
      <FormField label="Max competitors">
        <Input
          type="number"
          min={1}
          value={form.maxCompetitors}
          onChange={(e) => set({ maxCompetitors: e.target.value })}
        />
      </FormField>
      <FormField label="Seats" hint="People per account, owners included.">
        <Input
          type="number"
          min={1}
          value={form.maxMembers}
          onChange={(e) => set({ maxMembers: e.target.value })}
        />
      </FormField>
      <FormField label="Scraping interval (minutes)" hint={intervalHint}>
        <Input
          type="number"
          min={30}
          value={form.scrapingIntervalMinutes}
          onChange={(e) => set({ scrapingIntervalMinutes: e.target.value })}
        />
      </FormField>
      <FormField
        label="Best sellers read"
        hint="Places of each store's best-selling order read and shown, 1 to 100."
      >
        <Input
          type="number"
          min={1}
          max={100}
          value={form.bestSellerDepth}
          onChange={(e) => set({ bestSellerDepth: e.target.value })}
        />
      </FormField>
      <div className="sm:col-span-2">
        <FormField label="Features" hint="One per line.">
          <Textarea value={form.features} onChange={(e) => set({ features: e.target.value })} />
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField label="Description">
          <Input value={form.description} onChange={(e) => set({ description: e.target.value })} />
        </FormField>
      </div>
      <label className="flex items-center gap-3 text-sm font-medium">
        <Switch
          checked={form.isActive}
          onCheckedChange={(isActive) => set({ isActive })}
          aria-label="Active"
        />
        Active
      </label>
    </div>
  );
}
