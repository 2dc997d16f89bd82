/**
 * An undici connector that judges the address it is about to dial: literal IPs before the
 * socket exists, names inside the DNS lookup hook (pinned by `resolve` or looked up), so the
 * address checked is the address connected to.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { buildConnector } from 'undici';
import type { AddressPolicy } from './address-policy';
import { unbracket } from './address-policy';
import type { NetworkOverrideEvent } from './types';

/** Thrown (via callbacks) when the policy refuses a target; the fetcher maps it to DISALLOWED. */
export class DisallowedTargetError extends Error {
  readonly code = 'CITEFLOW_DISALLOWED';
  constructor(message: string) {
    super(message);
    this.name = 'DisallowedTargetError';
  }
}

export type { NetworkOverrideEvent };

type LookupCallback = (err: NodeJS.ErrnoException | null, address?: string | LookupAddress[], family?: number) => void;

export function createGuardedLookup(
  policy: AddressPolicy,
  pins: Map<string, string>,
  onOverride?: (e: NetworkOverrideEvent) => void,
  /** Where names are resolved (the fetcher's c-ares resolver); default getaddrinfo. */
  resolveName?: (host: string) => Promise<LookupAddress[]>,
) {
  return function guardedLookup(hostname: string, options: unknown, callback: LookupCallback): void {
    const opts = (typeof options === 'object' && options !== null ? options : {}) as { all?: boolean; family?: number };
    const host = hostname.toLowerCase();
    const deliver = (addresses: LookupAddress[]) => {
      if (addresses.length === 0) return callback(Object.assign(new Error(`no address for ${host}`), { code: 'ENOTFOUND' }));
      // Any denied answer refuses the name: a round-robin set must not hide one private address.
      for (const a of addresses) {
        const verdict = policy.isAllowed(a.address);
        if (!verdict.allowed) return callback(new DisallowedTargetError(`${host} resolves to a denied address (${verdict.reason})`));
        if (verdict.via_allow_cidr) onOverride?.({ kind: 'allow_cidr', host, address: a.address });
      }
      if (opts.all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    };
    const pinned = pins.get(host);
    if (pinned !== undefined) {
      onOverride?.({ kind: 'resolve', host, address: pinned });
      return deliver([{ address: pinned, family: isIP(pinned) }]);
    }
    if (resolveName) {
      resolveName(host).then(
        (addresses) => deliver(opts.family ? addresses.filter((a) => a.family === opts.family) : addresses),
        (err: NodeJS.ErrnoException) => callback(err),
      );
      return;
    }
    dnsLookup(host, { all: true, family: opts.family ?? 0 }, (err, addresses) => {
      if (err) return callback(err);
      deliver(addresses);
    });
  };
}

export function createGuardedConnector(args: {
  policy: AddressPolicy;
  pins: Map<string, string>;
  connectTimeoutMs: number;
  onOverride?: (e: NetworkOverrideEvent) => void;
  onConnectAttempt?: (host: string) => void;
  resolveName?: (host: string) => Promise<LookupAddress[]>;
}): buildConnector.connector {
  const lookup = createGuardedLookup(args.policy, args.pins, args.onOverride, args.resolveName);
  const base = buildConnector({ timeout: args.connectTimeoutMs, lookup } as buildConnector.BuildOptions);
  return (options, callback) => {
    const host = unbracket(options.hostname);
    if (isIP(host) !== 0) {
      const verdict = args.policy.isAllowed(host);
      if (!verdict.allowed) {
        callback(new DisallowedTargetError(verdict.reason), null);
        return;
      }
      if (verdict.via_allow_cidr) args.onOverride?.({ kind: 'allow_cidr', host, address: host });
    }
    args.onConnectAttempt?.(host);
    base(options, callback);
  };
}
