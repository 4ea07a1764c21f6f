import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/components/ui/use-toast';
import { ApiError, apiGetFile } from '@web/lib/api-client';
import { userQueryKey } from '@web/features/auth';
import {
  fallbackExportName,
  fileNameFromDisposition,
  saveFile,
  type TExportDataset,
  type TExportFormat,
} from '../lib/export-file';

/**
 * A dataset of /export, or another screen's export (`name` is then the fallback file name's stem and `url` the
 * file's address, e.g. /price-position's with its filters).
 */
export type TExportRequest =
  { dataset: TExportDataset; format: TExportFormat } | { name: string; format: TExportFormat; url: string };

export const exportUrl = (request: TExportRequest) =>
  'url' in request ? request.url : `/api/export/${request.dataset}?format=${request.format}`;

/** Fetches the whole file (the server streams it), with the name the server gives it. */
export async function downloadExport(request: TExportRequest): Promise<{ blob: Blob; fileName: string }> {
  const { blob, headers } = await apiGetFile(exportUrl(request));
  const fileName =
    fileNameFromDisposition(headers.get('content-disposition')) ??
    fallbackExportName('url' in request ? request.name : request.dataset, request.format);
  return { blob, fileName };
}

/** One export button's download, with the toasts of docs/product-rules.md R6, R34. */
export function useDownloadExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: TExportRequest) => {
      const file = await downloadExport(request);
      saveFile(file.blob, file.fileName);
      return file;
    },
    onSuccess: ({ fileName }) =>
      toast({
        title: 'Export Complete',
        description: `${fileName} has been downloaded.`,
        variant: 'success',
      }),
    onError: (err) => {
      if (err instanceof ApiError && err.status === 403) {
        toast({
          title: 'Pro Subscription Required',
          description: 'Data export is only available for Pro subscribers. Please upgrade your plan.',
          variant: 'destructive',
        });
        // The plan may have changed since the page loaded: let the guard see the current one.
        void queryClient.invalidateQueries({ queryKey: userQueryKey });
      } else {
        toast({
          title: 'Export Failed',
          description: 'Failed to download data. Please try again.',
          variant: 'destructive',
        });
      }
    },
  });
}
