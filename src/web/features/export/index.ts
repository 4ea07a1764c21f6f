export { ExportPage } from './components/export-page';
export { fileNameFromDisposition, saveFile } from './lib/export-file';
export { useDownloadExport } from './api/download-export';
