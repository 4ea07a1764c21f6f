import { useParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { ErrorState } from '@web/components/ui/states';
import { AdminPage, LoadingBlock } from '@web/features/admin/lib';
import { paths } from '@web/lib/paths';
import { useLeadReport } from '../api/get-lead-report';
import { useRegenerateLeadReport } from '../api/regenerate-lead-report';
import { ReportView } from './report-view';

/** /leads/:id/report (admin): the lead's competitive report, its public link and a regenerate button. */
export function LeadReportPage() {
  const { id = '' } = useParams();
  const report = useLeadReport(id);
  const regenerate = useRegenerateLeadReport(id);
  return (
    <AdminPage
      title={report.data ? `Competitive report: ${report.data.storeName}` : 'Competitive report'}
      description="What the stores Rivalwatch monitors in this lead's category charge; email 2 links to the public copy."
      actions={
        <Button variant="secondary" disabled={regenerate.isPending} onClick={() => regenerate.mutate()}>
          {regenerate.isPending ? 'Generating...' : 'Generate again'}
        </Button>
      }
    >
      {report.isPending ? (
        <LoadingBlock label="Loading the report" />
      ) : report.isError ? (
        <ErrorState error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <div className="space-y-4">
          <p className="text-sm">
            Public link:{' '}
            <a className="break-all underline" href={paths.report(report.data.token)}>
              {paths.report(report.data.token)}
            </a>{' '}
            ·{' '}
            <a className="underline" href={paths.leads}>
              All leads
            </a>
          </p>
          {regenerate.isError ? (
            <ErrorState title="Could not generate the report" error={regenerate.error} />
          ) : null}
          <ReportView report={report.data} />
        </div>
      )}
    </AdminPage>
  );
}
