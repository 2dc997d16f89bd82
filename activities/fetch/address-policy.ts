/**
 * Which IP addresses a cited URL may reach. Checked on the *resolved* address at connect time,
 * so a name that later re-resolves elsewhere (DNS rebinding) is judged on what we dial.
 */
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { CiteflowError } from '../../shared/errors';

type Addr = ipaddr.IPv4 | ipaddr.IPv6;
type Cidr = [Addr, number];

/**
 * The spec's deny list, kept explicit so it holds whatever ipaddr.js's range table says. The
 * rule below denies much more: everything that is not public unicast.
 */
const SPEC_DENIED_V4 = ['0.0.0.0/8', '10.0.0.0/8', '127.0.0.0/8', '169.254.0.0/16', '172.16.0.0/12', '192.168.0.0/16'];
const SPEC_DENIED_V6 = ['::/128', '::1/128', 'fc00::/7', 'fe80::/10'];

const specDenied = [...SPEC_DENIED_V4, ...SPEC_DENIED_V6].map((c) => ipaddr.parseCIDR(c) as Cidr);
const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96') as Cidr;

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
 * The IPv4 address an IPv6 address stands for, where dialling the IPv6 address reaches (or is
 * translated to) that IPv4: mapped (::ffff:a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d),
 * IPv4-compatible (::a.b.c.d), well-known NAT64 (64:ff9b::/96) and 6to4 (2002:AABB:CCDD::).
 * Other wrappers (Teredo, local-use NAT64 64:ff9b:1::/48) are not unwrapped: they are denied.
 */
function embeddedIPv4(v6: ipaddr.IPv6, range: string): ipaddr.IPv4 | null {
  const p = v6.parts;
  const fromWords = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
  if (range === 'ipv4Mapped' || range === 'rfc6145') return fromWords(p[6]!, p[7]!);
  if (range === 'rfc6052' && v6.match(NAT64_WELL_KNOWN)) return fromWords(p[6]!, p[7]!);
  if (range === '6to4') return fromWords(p[1]!, p[2]!);
  if (range === 'unicast' && p.slice(0, 6).every((w) => w === 0)) return fromWords(p[6]!, p[7]!); // ::a.b.c.d
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

/**
 * Why the deny-by-default policy refuses `addr` (null: a public unicast address). Only public
 * unicast is reachable: ipaddr.js's range() names every special-purpose range — private,
 * loopback, link-local, CGNAT, multicast, broadcast, reserved (192.0.0.0/24, 198.18.0.0/15,
 * 240.0.0.0/4, documentation…), Teredo, site-local, discard, ORCHID… — and anything it names
 * is denied. An IPv6 form of an IPv4 address is judged by that IPv4.
 */
function defaultDenial(addr: Addr, inner: ipaddr.IPv4 | null, range: string): string | null {
  if (inner) {
    const innerRange = inner.range();
    if (innerRange !== 'unicast' || inAny(inner, specDenied)) return `address ${addr.toString()} embeds IPv4 ${inner.toString()} (${innerRange})`;
    return null;
  }
  if (range !== 'unicast' || inAny(addr, specDenied)) return `address ${addr.toString()} is not a public unicast address (${range})`;
  return null;
}

/** Verdicts a policy remembers (per address string); the memo starts over when it is full. */
const VERDICT_MEMO_SIZE = 4096;

export function createAddressPolicy(allowCidrs: string[]): AddressPolicy {
  const allowed = parseCidrs(allowCidrs);
  // An address's verdict depends only on the address and this policy's fixed ranges, and each
  // URL asks it twice (the fetcher's precheck and the connector's dial) for the same few hosts'
  // addresses: parsing and range-matching it every time (ipaddr.js) cost ~0.05 ms per URL.
  // Verdicts are frozen, since every caller shares them.
  const memo = new Map<string, AddressVerdict>();
  return {
    isAllowed(address: string): AddressVerdict {
      let verdict = memo.get(address);
      if (verdict === undefined) {
        if (memo.size >= VERDICT_MEMO_SIZE) memo.clear();
        verdict = Object.freeze(judge(address));
        memo.set(address, verdict);
      }
      return verdict;
    },
  };

  function judge(address: string): AddressVerdict {
    let addr: Addr;
    try {
      addr = ipaddr.parse(unbracket(address));
    } catch {
      return { allowed: false, reason: 'not an IP address' };
    }
    const range = addr.range();
    const inner = addr.kind() === 'ipv6' ? embeddedIPv4(addr as ipaddr.IPv6, range) : null;
    const denial = defaultDenial(addr, inner, range);
    if (denial === null) return { allowed: true, via_allow_cidr: false };
    if (inAny(addr, allowed) || (inner && inAny(inner, allowed))) return { allowed: true, via_allow_cidr: true };
    return { allowed: false, reason: denial };
  }
}
