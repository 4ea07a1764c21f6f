export { systemConfigsQueryKey, systemConfigsQueryOptions, useSystemConfigs } from './api/get-system-configs';
export { useUpdateSystemConfigs } from './api/update-system-configs';
export { SystemConfigPage } from './components/system-config-page';
