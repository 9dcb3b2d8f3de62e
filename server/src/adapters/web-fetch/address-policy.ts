import ipaddr from 'ipaddr.js';

// Which addresses a user-typed URL may reach. Only public unicast addresses; everything ipaddr.js
// classes otherwise (loopback, private, link-local incl. 169.254.169.254 metadata, CGNAT, multicast,
// unspecified, broadcast, reserved, IPv6 ULA/link-local) is refused.
//
// IPv6 forms that carry an IPv4 address are judged by what they carry, never passed as IPv6 unicast:
// - IPv4-mapped ::ffff:a.b.c.d: the IPv4 address itself (that is what the socket reaches).
// - NAT64 well-known prefix 64:ff9b::a.b.c.d (RFC 6052): the IPv4 address, so a server on an
//   IPv6-only network with DNS64 still reaches public sites, never 64:ff9b::7f00:1 (127.0.0.1).
// - Refused whatever they carry: IPv4-compatible ::a.b.c.d (deprecated, RFC 4291; ipaddr.js calls
//   ::7f00:1 and ::a9fe:a9fe unicast), IPv4-translated ::ffff:0:a.b.c.d (RFC 6145), local-use NAT64
//   64:ff9b:1::/48 (RFC 8215: the operator places the IPv4 bits), 6to4 2002::/16 and Teredo 2001::/32
//   (relays and servers out of our hands; Teredo obfuscates the client address). No public website
//   needs these to be reached.

/** `address:port` pairs from OUTBOUND_ALLOW_PRIVATE, normalised (`[::1]:8080` or `::1:8080` style). */
export type Allowlist = ReadonlySet<string>;

const key = (address: string, port: number) => `${ipaddr.process(address).toString()}|${port}`;

/** Parses 'a:port,b:port' (IPv6 as `[::1]:port`); throws on a malformed entry. */
export const parseAllowlist = (value: string | undefined): Allowlist => {
  const entries = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return new Set(
    entries.map((entry) => {
      const match = /^\[?([^\]]+?)\]?:(\d{1,5})$/.exec(entry);
      const port = Number(match?.[2]);
      if (!match?.[1] || !ipaddr.isValid(match[1]) || port < 1 || port > 65535)
        throw new Error(`'${entry}' is not address:port`);
      return key(match[1], port);
    }),
  );
};

type Prefix = [ipaddr.IPv6, number];
const v6 = (cidr: string): Prefix => ipaddr.IPv6.parseCIDR(cidr);
/** IPv6 ranges that embed an IPv4 address and are refused whatever it is. */
const REFUSED_EMBEDDINGS: [string, Prefix][] = [
  ['ipv4Compatible', v6('::/96')],
  ['ipv4Translated', v6('::ffff:0:0:0/96')],
  ['nat64Local', v6('64:ff9b:1::/48')],
  ['6to4', v6('2002::/16')],
  ['teredo', v6('2001::/32')],
];
const NAT64 = v6('64:ff9b::/96');

/** The IPv4 address in the low 32 bits of an IPv6 address. */
const low32 = (address: ipaddr.IPv6) => {
  const p = address.parts;
  const hi = p[6] ?? 0;
  const lo = p[7] ?? 0;
  return new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
};

/**
 * The ipaddr.js range name of an address ('unicast' = public), with the IPv6 forms that carry an IPv4
 * address judged as above: mapped and NAT64 as the IPv4 address they carry, the others refused.
 */
export const addressRange = (address: string): string => {
  if (!ipaddr.isValid(address)) return 'invalid';
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range();
  const ip = parsed as ipaddr.IPv6;
  if (ip.isIPv4MappedAddress()) return ip.toIPv4Address().range();
  if (ip.match(NAT64)) return low32(ip).range();
  // Unspecified (::) and loopback (::1) lie inside ::/96; they keep their own names.
  const own = ip.range();
  if (own !== 'unicast' && own !== 'ipv4Mapped') return own;
  const embedding = REFUSED_EMBEDDINGS.find(([, prefix]) => ip.match(prefix));
  return embedding ? embedding[0] : own;
};

export const isPublicAddress = (address: string): boolean => addressRange(address) === 'unicast';

/** Ports a user-typed URL may use unless the allowlist names the address and port. */
const OPEN_PORTS = new Set([80, 443]);

export const mayConnect = (address: string, port: number, allow: Allowlist): boolean =>
  ipaddr.isValid(address) &&
  (allow.has(key(address, port)) || (isPublicAddress(address) && OPEN_PORTS.has(port)));
