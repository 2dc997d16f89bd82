/**
 * Which IP addresses a cited URL may reach. Checked on the *resolved* address at connect time,
 * so a name that later re-resolves elsewhere (DNS rebinding) is judged on what we dial.
 */
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { CiteflowError } from '../../shared/errors';

type Addr = ipaddr.IPv4 | ipaddr.IPv6;
type Cidr = [Addr, number];

/** The spec's list plus ranges that are never a public web server (CGNAT, multicast, reserved). */
const DENIED_V4 = [
  '0.0.0.0/8', '10.0.0.0/8', '127.0.0.0/8', '169.254.0.0/16', '172.16.0.0/12', '192.168.0.0/16',
  '100.64.0.0/10', '224.0.0.0/4', '240.0.0.0/4',
];
const DENIED_V6 = ['::/128', '::1/128', 'fc00::/7', 'fe80::/10', 'ff00::/8'];

const deniedV4 = DENIED_V4.map((c) => ipaddr.parseCIDR(c) as Cidr);
const deniedV6 = DENIED_V6.map((c) => ipaddr.parseCIDR(c) as Cidr);

export type AddressVerdict =
  | { allowed: true; /** true when only an operator's allow_cidrs entry let it through */ via_allow_cidr: boolean }
  | { allowed: false; reason: string };
export type AddressPolicy = { isAllowed(address: string): AddressVerdict };

/** Strips the brackets URL hosts put around IPv6 literals. */
export function unbracket(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

/** True when `host` (bracketed or not) is an IP literal in canonical form. */
export function isIpLiteral(host: string): boolean {
  return isIP(unbracket(host)) !== 0;
}

/**
 * The IPv4 address an IPv6 address carries inside it — mapped (::ffff:a.b.c.d), compatible
 * (::a.b.c.d), NAT64 (64:ff9b::/96) and 6to4 (2002:AABB:CCDD::) — so none of them can smuggle a
 * denied IPv4 past the list.
 */
function embeddedIPv4(v6: ipaddr.IPv6): ipaddr.IPv4 | null {
  const p = v6.parts;
  const fromWords = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address();
  if (p.slice(0, 6).every((w) => w === 0)) return fromWords(p[6]!, p[7]!);
  if (p[0] === 0x64 && p[1] === 0xff9b && p.slice(2, 6).every((w) => w === 0)) return fromWords(p[6]!, p[7]!);
  if (p[0] === 0x2002) return fromWords(p[1]!, p[2]!);
  return null;
}

function inAny(addr: Addr, cidrs: Cidr[]): boolean {
  return cidrs.some(([range, bits]) => range.kind() === addr.kind() && addr.match(range, bits));
}

export function parseCidrs(cidrs: string[]): Cidr[] {
  return cidrs.map((c) => {
    try {
      return ipaddr.parseCIDR(c) as Cidr;
    } catch {
      throw new CiteflowError('INVALID_ARGS', `network.allow_cidrs: not a CIDR: ${JSON.stringify(c)}`);
    }
  });
}

function defaultDenial(addr: Addr, inner: ipaddr.IPv4 | null): string | null {
  if (addr.kind() === 'ipv4' ? inAny(addr, deniedV4) : inAny(addr, deniedV6)) {
    return `address ${addr.toString()} is in a private or reserved range`;
  }
  if (inner && inAny(inner, deniedV4)) return `address ${addr.toString()} embeds private IPv4 ${inner.toString()}`;
  return null;
}

export function createAddressPolicy(allowCidrs: string[]): AddressPolicy {
  const allowed = parseCidrs(allowCidrs);
  return {
    isAllowed(address: string): AddressVerdict {
      let addr: Addr;
      try {
        addr = ipaddr.parse(unbracket(address));
      } catch {
        return { allowed: false, reason: 'not an IP address' };
      }
      const inner = addr.kind() === 'ipv6' ? embeddedIPv4(addr as ipaddr.IPv6) : null;
      const denial = defaultDenial(addr, inner);
      if (denial === null) return { allowed: true, via_allow_cidr: false };
      if (inAny(addr, allowed) || (inner && inAny(inner, allowed))) return { allowed: true, via_allow_cidr: true };
      return { allowed: false, reason: denial };
    },
  };
}
