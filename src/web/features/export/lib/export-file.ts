export const EXPORT_DATASETS = ['competitors', 'products', 'rank-history', 'theme-app-history'] as const;
export const EXPORT_FORMATS = ['csv', 'json'] as const;
export type TExportDataset = (typeof EXPORT_DATASETS)[number];
export type TExportFormat = (typeof EXPORT_FORMATS)[number];

/** `{dataset}-{YYYY-MM-DD}.{ext}` (docs/product-rules.md R34), for when the server names no file. */
export function fallbackExportName(dataset: string, format: TExportFormat, now: Date = new Date()) {
  return `${dataset}-${now.toISOString().slice(0, 10)}.${format}`;
}

/** The file name of a Content-Disposition header: filename* (RFC 5987) first, then filename; never a path. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim();
  if (extended) {
    const value = extended.replace(/^"(.*)"$/, '$1');
    const encoded = value.includes("''") ? value.slice(value.indexOf("''") + 2) : value;
    try {
      name = decodeURIComponent(encoded);
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*("(?:[^"\\]|\\.)*"|[^;]+)/i.exec(header)?.[1]?.trim();
    if (plain) name = plain.startsWith('"') ? plain.slice(1, -1).replace(/\\(.)/g, '$1') : plain;
  }
  const base = name?.split(/[/\\]/).pop()?.trim();
  return base ? base : null;
}

/** Hands a downloaded file to the browser through a temporary object URL. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
