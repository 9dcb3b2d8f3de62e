import ipaddr from 'ipaddr.js';

/**
 * TRUST_PROXY (issue 19 item 1): whom to believe about the client's address. Off by default, so
 * X-Forwarded-For from the internet is ignored and request.ip is the connecting peer. A whole number is
 * a hop count (Fastify would read the string "1" as an address, hence the parsing); anything else is a
 * comma-separated list of proxy addresses or CIDR ranges.
 */
export type TrustProxy = false | number | string[];

export const parseTrustProxy = (raw: string | undefined): TrustProxy => {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((e) => e.trim());
  for (const entry of entries) {
    const valid = entry.includes('/') ? isCidr(entry) : ipaddr.isValid(entry);
    if (!valid) {
      throw new Error(`"${entry}" is neither an IP address nor a CIDR range (or set a hop count)`);
    }
  }
  return entries;
};

const isCidr = (entry: string): boolean => {
  try {
    ipaddr.parseCIDR(entry);
    return true;
  } catch {
    return false;
  }
};

/**
 * Whether a connecting peer is a proxy TRUST_PROXY trusts (lib/connection-limits.ts leaves their
 * connections uncapped per address: each carries many clients). A hop count trusts every peer.
 */
export const trustsPeer = (trust: TrustProxy): ((address: string) => boolean) => {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return () => trust > 0;
  const ranges = trust.map((entry) => {
    if (entry.includes('/')) return ipaddr.parseCIDR(entry);
    const address = ipaddr.process(entry);
    return [address, address.kind() === 'ipv4' ? 32 : 128] as [typeof address, number];
  });
  return (raw) => {
    if (!ipaddr.isValid(raw)) return false;
    // An IPv4 client on a dual-stack socket reads ::ffff:a.b.c.d.
    const address = ipaddr.process(raw);
    return ranges.some(([range, bits]) => range.kind() === address.kind() && address.match(range, bits));
  };
};
