/**
 * The "private targets" safety rule as far as it can be decided without the network: literal
 * IP hosts (any notation — WHATWG canonicalizes them), `localhost`, and hosts pinned by
 * run-config `network.resolve`. Online fetching re-checks every connection in activities/fetch.
 */
import ipaddr from 'ipaddr.js';
import { createAddressPolicy } from '../fetch/address-policy';

export type NetworkOverrides = { resolve: Record<string, string>; allow_cidrs: string[] };

export function isValidCidr(text: string): boolean {
  try {
    ipaddr.parseCIDR(text);
    return true;
  } catch {
    return false;
  }
}

/** Why the URL targets a private or local network, or null when it does not (or an allow_cidrs range opens it). */
export function privateTargetReason(normalizedUrl: string, network: NetworkOverrides): string | null {
  let host: string;
  try {
    // A trailing dot is the same name to DNS (`localhost.` is localhost): it is dropped before any match.
    host = new URL(normalizedUrl).hostname.replace(/^\[|\]$/g, '').replace(/\.+$/, '');
  } catch {
    return null;
  }
  if (host === 'localhost' || host.endsWith('.localhost')) return 'localhost is a local network target';
  // Plans store resolve keys lower-cased (planNetwork); matching ignores case anyway, as the online fetcher does.
  const pinned = Object.entries(network.resolve).find(([name]) => name.toLowerCase() === host)?.[1];
  const literal = ipaddr.isValid(host) ? host : pinned;
  if (literal === undefined || !ipaddr.isValid(literal)) return null;
  // The same deny list (and allow_cidrs) the online fetcher applies at connect time, so both modes agree.
  const verdict = createAddressPolicy(network.allow_cidrs).isAllowed(literal);
  return verdict.allowed ? null : `${literal} is a private or local network address`;
}
