// The SSRF-safe outbound HTTP layer: every request to a user-supplied host goes through safeFetch.
export { parseAllowedPrivateHosts, AllowedHostsError, type TAllowedPrivateHosts } from './allowed-hosts';
export {
  BodyTooLargeError,
  FetchBlockedError,
  FetchError,
  FetchTimeoutError,
  NetworkError,
  type TFetchBlockedReason,
  type TNetworkErrorCode,
} from './fetch-errors';
export { classifyIp, isBlockedIp, type TIpBlockReason, type TIpVerdict } from './ip-rules';
export {
  createSafeDispatcher,
  SafeDispatcher,
  type TResolvedAddress,
  type TResolver,
  type TSafeDispatcherOptions,
} from './safe-dispatcher';
export {
  buildUserAgent,
  DEFAULT_CONTACT_URL,
  DEFAULT_MAX_BODY_BYTES,
  DEFAULT_MAX_REDIRECTS,
  DEFAULT_TIMEOUT_MS,
  safeFetch,
  type TRedirectHop,
  type TSafeFetchOptions,
  type TSafeFetchResult,
  type TSignableRequest,
} from './safe-fetch';
export { checkStoreUrl, STORE_URL_MESSAGES, type TStoreUrlCheck, type TStoreUrlProblem } from './url-rules';
