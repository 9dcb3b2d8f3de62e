/**
 * The partner edition a host name asks for: its first label ("grace" for grace.emmaus.app or
 * grace.localhost). Spec §5: no partner for localhost, the main host, IP addresses or the staging
 * sub-domain.
 */
export const partnerSlugFromHost = (host: string, mainHost?: string): string | undefined => {
  const raw = host.trim().toLowerCase();
  if (!raw || raw.startsWith('[')) return undefined; // IPv6 literal
  const hostname = raw.replace(/:\d+$/, '').replace(/\.$/, '');
  if (hostname === 'localhost' || /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.includes(':'))
    return undefined;
  const main = mainHost?.toLowerCase();
  if (main && (hostname === main || hostname === `www.${main}`)) return undefined;
  const labels = hostname.split('.');
  const first = labels[0];
  if (labels.length < 2 || !first || first === 'www' || first === 'staging') return undefined;
  return /^[a-z0-9][a-z0-9-]{0,62}$/.test(first) ? first : undefined;
};
