export { createFetcher, precheckTarget, type FetcherHooks } from './fetcher';
export { createAddressPolicy, type AddressPolicy, type AddressVerdict } from './address-policy';
export { DEFAULT_NETWORK_POLICY, type Fetcher, type FetchErrorCode, type FetchOptions, type FetchOutcome, type FetchedResponse, type NetworkOverrideEvent, type NetworkPolicy } from './types';
export { createLimiter, DEFAULT_POLITENESS, type Limiter, type PolitenessOptions } from './politeness';
export { DEFAULT_FETCH_SETTINGS, FETCH_ENV, fetchSettingsFromEnv, type FetchSettings } from './worker-settings';
export { CONCURRENCY_BOUNDS } from './politeness';
export { createDnsResolver, DnsFailure, type DnsResolver, type DnsSettings } from './resolver';
