export { createFetcher, precheckTarget, type FetcherHooks } from './fetcher';
export { createAddressPolicy, type AddressPolicy, type AddressVerdict } from './address-policy';
export type { NetworkOverrideEvent } from './guarded-connector';
export { DEFAULT_NETWORK_POLICY, type Fetcher, type FetchErrorCode, type FetchOutcome, type FetchedResponse, type NetworkPolicy } from './types';
export { createLimiter, DEFAULT_POLITENESS, type Limiter, type PolitenessOptions } from './politeness';
