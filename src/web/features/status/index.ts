export { publicConfigQueryKey, publicConfigQueryOptions, usePublicConfig } from './api/get-public-config';
