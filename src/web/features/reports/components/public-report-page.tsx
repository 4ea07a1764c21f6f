import { useParams } from 'react-router';
import { ErrorState } from '@web/components/ui/states';
import { LoadingBlock } from '@web/features/admin/lib';
import { PageHeader } from '@web/components/ui/page-header';
import { paths } from '@web/lib/paths';
import { usePublicReport } from '../api/get-public-report';
import { ReportView } from './report-view';

/** /reports/:token: the report a lead opens from outreach email 2; works signed out (docs/product-rules.md R103). */
export function PublicReportPage() {
  const { token = '' } = useParams();
  const report = usePublicReport(token);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <PageHeader
        title={report.data ? `Competitor snapshot for ${report.data.storeName}` : 'Competitor snapshot'}
        description="Figures from the Shopify stores Rivalwatch monitors, read from their public catalogues."
      />
      {report.isPending ? (
        <LoadingBlock label="Loading the report" />
      ) : report.isError ? (
        <ErrorState title="This report could not be opened" error={report.error} />
      ) : (
        <div className="space-y-6">
          <ReportView report={report.data} />
          <p className="text-sm">
            Want to see these stores' price changes as they happen?{' '}
            <a className="font-semibold text-primary underline" href={paths.authSignUp()}>
              Try Rivalwatch free
            </a>
          </p>
        </div>
      )}
    </div>
  );
}
