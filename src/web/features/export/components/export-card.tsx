import { Check, FileJson, FileSpreadsheet, type LucideIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { useDownloadExport } from '../api/download-export';
import type { TExportDataset, TExportFormat } from '../lib/export-file';

/** One dataset: what the file holds and a button per format. Locked (dimmed, disabled) without Pro. */
export function ExportCard(props: {
  dataset: TExportDataset;
  title: string;
  description: string;
  fields: string[];
  icon: LucideIcon;
  locked: boolean;
}) {
  const Icon = props.icon;
  return (
    <Card className={cn(props.locked && 'opacity-60')} aria-disabled={props.locked || undefined}>
      <CardHeader>
        <div className="flex items-center gap-2">
          <Icon className="size-5 text-primary" aria-hidden />
          <CardTitle>{props.title}</CardTitle>
        </div>
        <CardDescription>{props.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <ul className="space-y-1.5 text-sm" aria-label={`${props.title} fields`}>
          {props.fields.map((f) => (
            <li key={f} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
              {f}
            </li>
          ))}
        </ul>
        <div className="flex flex-col gap-2 sm:flex-row">
          <ExportButton dataset={props.dataset} format="csv" title={props.title} locked={props.locked} />
          <ExportButton dataset={props.dataset} format="json" title={props.title} locked={props.locked} />
        </div>
      </CardContent>
    </Card>
  );
}

function ExportButton(props: {
  dataset: TExportDataset;
  format: TExportFormat;
  title: string;
  locked: boolean;
}) {
  const download = useDownloadExport();
  const label = props.format === 'csv' ? 'Export CSV' : 'Export JSON';
  const Icon = props.format === 'csv' ? FileSpreadsheet : FileJson;
  return (
    <Button
      variant={props.format === 'csv' ? 'primary' : 'secondary'}
      className="sm:flex-1"
      disabled={props.locked || download.isPending}
      aria-label={`${label}: ${props.title}`}
      onClick={() => download.mutate({ dataset: props.dataset, format: props.format })}
    >
      <Icon aria-hidden /> {download.isPending ? 'Exporting...' : label}
    </Button>
  );
}
