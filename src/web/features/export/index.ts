export { ExportPage } from './components/export-page';
export { fileNameFromDisposition, saveFile } from './lib/export-file';
