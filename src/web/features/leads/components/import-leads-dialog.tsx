import { useState } from 'react';
import type { TLeadImportResult, TLeadOutcome } from '@shared/contracts/leads';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Banner } from '@web/components/ui/states';
import { Modal } from '@web/components/ui/modal';
import { toast } from '@web/components/ui/use-toast';
import { serverMessage } from '@web/features/admin/lib';
import { useImportLeads } from '../api/import-leads';

const OUTCOME_LABEL: Record<TLeadOutcome, string> = {
  added: 'Will be added',
  merged: 'Will be merged',
  unchanged: 'Already known',
  refused: 'Refused',
};
const OUTCOME_VARIANT = {
  added: 'success',
  merged: 'default',
  unchanged: 'secondary',
  refused: 'destructive',
} as const;
/** Rows the preview lists; the counts cover the whole file. */
const PREVIEW_ROWS = 200;

/**
 * Import CSV (docs/product-rules.md R92): the file is previewed first (a dry run: columns mapped, what each row
 * would do and why), then imported.
 */
export function ImportLeadsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [preview, setPreview] = useState<TLeadImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useImportLeads();
  const close = (o: boolean) => {
    if (!o) {
      setFile(null);
      setPreview(null);
      setError(null);
    }
    onOpenChange(o);
  };
  const previewFile = async (picked: File | undefined) => {
    setPreview(null);
    setError(null);
    if (!picked) return;
    const text = await picked.text();
    setFile({ name: picked.name, text });
    run.mutate(
      { csv: text, dryRun: true },
      {
        onSuccess: setPreview,
        onError: (err) => setError(serverMessage(err) ?? err.message),
      },
    );
  };
  const importFile = () => {
    if (!file) return;
    run.mutate(
      { csv: file.text, dryRun: false },
      {
        onSuccess: (result) => {
          const c = result.counts;
          toast({
            title: 'Import Complete',
            description: `${c.added} added, ${c.merged} merged, ${c.unchanged} already known, ${c.refused} refused.`,
            variant: 'success',
          });
          close(false);
        },
        onError: (err) =>
          toast({
            title: 'Import Failed',
            description: serverMessage(err) ?? err.message,
            variant: 'destructive',
          }),
      },
    );
  };
  const counts = preview?.counts;
  return (
    <Modal
      open={open}
      onOpenChange={close}
      size="lg"
      title="Import CSV"
      description="A header row, then one store per row (up to 10,000). Columns such as Store Name, Website or Domain, Email, Country and Category are recognised."
    >
      <div className="space-y-4">
        <label className="block text-sm font-medium">
          CSV file
          <input
            type="file"
            accept=".csv,text/csv"
            className="mt-1.5 block w-full text-sm"
            onChange={(e) => void previewFile(e.target.files?.[0])}
          />
        </label>
        {run.isPending && !preview ? (
          <p className="text-sm text-muted-foreground">Reading the file...</p>
        ) : null}
        {error ? <Banner tone="error">{error}</Banner> : null}
        {preview && counts ? (
          <div className="space-y-3">
            <p className="text-sm" data-testid="import-counts">
              {counts.added} to add, {counts.merged} to merge, {counts.unchanged} already known,{' '}
              {counts.refused} refused.
            </p>
            <p className="text-xs text-muted-foreground">
              Columns:{' '}
              {preview.columns
                .map((c) => (c.field ? `${c.header} → ${c.field}` : `${c.header} (ignored)`))
                .join(', ')}
            </p>
            <div className="max-h-80 overflow-auto rounded-md border border-border">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Import preview</caption>
                <thead className="bg-muted/60 text-xs text-muted-foreground uppercase">
                  <tr>
                    <th className="px-3 py-2">Line</th>
                    <th className="px-3 py-2">Store</th>
                    <th className="px-3 py-2">Outcome</th>
                    <th className="px-3 py-2">Why</th>
                  </tr>
                </thead>
                <tbody>
                  {preview.rows.slice(0, PREVIEW_ROWS).map((r) => (
                    <tr key={r.line} className="border-t border-border align-top">
                      <td className="px-3 py-2 tabular-nums">{r.line}</td>
                      <td className="px-3 py-2 break-all">
                        {r.storeName ?? r.domain ?? '—'}
                        {r.domain && r.storeName ? (
                          <span className="block text-xs text-muted-foreground">{r.domain}</span>
                        ) : null}
                      </td>
                      <td className="px-3 py-2">
                        <Badge variant={OUTCOME_VARIANT[r.outcome]}>{OUTCOME_LABEL[r.outcome]}</Badge>
                      </td>
                      <td className="px-3 py-2 text-xs">
                        {[r.reason, ...r.warnings].filter(Boolean).join('. ') || '—'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {preview.rows.length > PREVIEW_ROWS ? (
              <p className="text-xs text-muted-foreground">
                The first {PREVIEW_ROWS} of {preview.rows.length} rows are listed.
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button
            type="button"
            disabled={!preview || run.isPending || counts!.added + counts!.merged === 0}
            onClick={importFile}
          >
            {run.isPending && preview ? 'Importing...' : 'Import'}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
