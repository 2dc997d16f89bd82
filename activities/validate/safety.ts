/**
 * The "private targets" safety rule as far as it can be decided without the network: literal
 * IP hosts (any notation — WHATWG canonicalizes them), `localhost`, and hosts pinned by
 * run-config `network.resolve`. Online fetching re-checks every connection in activities/fetch.
 */
import ipaddr from 'ipaddr.js';

const DENIED_CIDRS = [
  '127.0.0.0/8',
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '169.254.0.0/16',
  '0.0.0.0/8',
  '::1/128',
  '::/128',
  'fc00::/7',
  'fe80::/10',
].map((c) => ipaddr.parseCIDR(c));

export type NetworkOverrides = { resolve: Record<string, string>; allow_cidrs: string[] };

/** IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible (::a.b.c.d) addresses are judged as the IPv4 they carry. */
function unwrap(addr: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | ipaddr.IPv6 {
  if (addr.kind() !== 'ipv6') return addr;
  const v6 = addr as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address();
  const p = v6.parts;
  if (p.slice(0, 6).every((x) => x === 0) && (p[6] !== 0 || p[7] > 1)) {
    return new ipaddr.IPv4([p[6] >> 8, p[6] & 255, p[7] >> 8, p[7] & 255]);
  }
  return v6;
}

function inRange(addr: ipaddr.IPv4 | ipaddr.IPv6, cidr: [ipaddr.IPv4 | ipaddr.IPv6, number]): boolean {
  return addr.kind() === cidr[0].kind() && addr.match(cidr);
}

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
    host = new URL(normalizedUrl).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return null;
  }
  if (host === 'localhost' || host.endsWith('.localhost')) return 'localhost is a local network target';
  const pinned = network.resolve[host];
  const literal = ipaddr.isValid(host) ? host : pinned;
  if (literal === undefined || !ipaddr.isValid(literal)) return null;
  const addr = unwrap(ipaddr.parse(literal));
  if (!DENIED_CIDRS.some((c) => inRange(addr, c))) return null;
  const allowed = network.allow_cidrs.some((c) => {
    const range = ipaddr.parseCIDR(c);
    return inRange(addr, range) || inRange(ipaddr.parse(literal), range);
  });
  if (allowed) return null;
  return `${addr.toString()} is a private or local network address`;
}
