export { checkUrl, type CheckDeps, type CheckResult, type LadderStep } from './check-url';
export { ladderConfigWithDefaults, LADDER_DEFAULTS, type LadderConfig } from './config';
export { fetchViaBrightData, type BrightDataSettings } from './bright-data';
export { fetchViaApify, ragWebBrowserInput, type ApifySettings } from './apify';
export type { ServiceResult } from './service-response';
