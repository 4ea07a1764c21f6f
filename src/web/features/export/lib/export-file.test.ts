import { describe, expect, it } from 'vitest';
import { fallbackExportName, fileNameFromDisposition } from './export-file';

describe('export file names', () => {
  it('reads filename* first, then filename, and drops any path', () => {
    expect(fileNameFromDisposition('attachment; filename="products-2025-03-04.csv"')).toBe(
      'products-2025-03-04.csv',
    );
    expect(fileNameFromDisposition('attachment; filename=competitors-2025-03-04.json')).toBe(
      'competitors-2025-03-04.json',
    );
    expect(
      fileNameFromDisposition(`attachment; filename="x.csv"; filename*=UTF-8''caf%C3%A9-2025-03-04.csv`),
    ).toBe('café-2025-03-04.csv');
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });

  it('falls back to {dataset}-{YYYY-MM-DD}.{ext}', () => {
    expect(fallbackExportName('products', 'csv', new Date('2025-03-04T10:00:00Z'))).toBe(
      'products-2025-03-04.csv',
    );
    expect(fallbackExportName('competitors', 'json', new Date('2025-12-31T23:00:00Z'))).toBe(
      'competitors-2025-12-31.json',
    );
  });
});
