/** Shapes at the fetcher's boundary. A page body stays inside the activity that fetched it. */
import { SPEC_NETWORK_LIMITS } from '../../shared/schemas/run-config';

export type NetworkPolicy = {
  /** host name → address, like curl --resolve (run-config `network.resolve`). */
  resolve: Record<string, string>;
  /** CIDRs the default deny list opens again (on-prem mirrors, loopback tests). */
  allow_cidrs: string[];
  per_hop_timeout_ms: number;
  max_body_bytes: number;
  max_redirects: number;
};

/** The spec's limits are the defaults (and, in run-config, the maxima). */
export const DEFAULT_NETWORK_POLICY: NetworkPolicy = {
  resolve: {},
  allow_cidrs: [],
  ...SPEC_NETWORK_LIMITS,
};

export type FetchErrorCode =
  | 'DISALLOWED'
  | 'TIMEOUT'
  | 'TOO_LARGE'
  | 'TOO_MANY_REDIRECTS'
  | 'DNS'
  | 'CONNECT'
  | 'PROTOCOL';

export type FetchedResponse = {
  http_status: number;
  final_url: string;
  headers: Record<string, string>;
  body: string;
  /** Epoch ms when the headers arrived (the clock for a Retry-After date when the server sent no Date). */
  received_at: number;
  /** The body was over max_body_bytes: `body` (or `pdf`) holds its first max_body_bytes. */
  truncated?: boolean;
  /** The server broke the 2xx body off (connection closed or reset before its end): `body` holds the part that arrived. */
  cut_short?: boolean;
  /** The raw bytes of a PDF (application/pdf, octet-stream or untyped with a %PDF signature); `body` is then empty. */
  pdf?: Buffer;
};

export type FetchOutcome =
  | ({ kind: 'response'; hops: number } & FetchedResponse)
  | {
      kind: 'error';
      code: FetchErrorCode;
      /** Names hosts and reasons only — never a full URL, so never a credential. */
      message: string;
      retryable: boolean;
    };

/** Every use of run-config `network.resolve` / `network.allow_cidrs` (CONTRACT: audited). Host and address only. */
export type NetworkOverrideEvent =
  | { kind: 'resolve'; host: string; address: string }
  | { kind: 'allow_cidr'; host: string; address: string };

export type FetchOptions = {
  signal?: AbortSignal;
  /**
   * Told of every override this fetch used, hop by hop — also when it rode on a pooled
   * connection that an earlier fetch opened — so each caller can audit its own uses.
   */
  onNetworkOverride?: (e: NetworkOverrideEvent) => void;
  /** Waits before re-trying a 500/502/503/504 without Retry-After (default SERVER_ERROR_RETRY_DELAYS_MS; [] for none). */
  serverErrorRetryDelaysMs?: number[];
};

export type Fetcher = {
  fetchPage(url: string, opts?: FetchOptions): Promise<FetchOutcome>;
  close(): Promise<void>;
};
