import ipaddr from 'ipaddr.js';

// Which addresses a user-typed URL may reach. Only public unicast addresses; everything ipaddr.js
// classes otherwise (loopback, private, link-local incl. 169.254.169.254 metadata, CGNAT, multicast,
// unspecified, broadcast, reserved, IPv6 ULA/link-local, NAT64/6to4/Teredo embeddings) is refused.
// IPv4-mapped IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it carries.

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

/** The ipaddr.js range name of an address, IPv4-mapped forms judged as IPv4 ('unicast' = public). */
export const addressRange = (address: string): string => {
  if (!ipaddr.isValid(address)) return 'invalid';
  return ipaddr.process(address).range();
};

export const isPublicAddress = (address: string): boolean => addressRange(address) === 'unicast';

/** Ports a user-typed URL may use unless the allowlist names the address and port. */
const OPEN_PORTS = new Set([80, 443]);

export const mayConnect = (address: string, port: number, allow: Allowlist): boolean =>
  ipaddr.isValid(address) &&
  (allow.has(key(address, port)) || (isPublicAddress(address) && OPEN_PORTS.has(port)));
