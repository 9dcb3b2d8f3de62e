import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeChurchSites, startFakeChurchSites } from '../../../../test/fake-church-sites.ts';
import { isPublicAddress, parseAllowlist } from './address-policy.ts';
import { createSafeFetcher, type Resolver, USER_AGENT, WebFetchError } from './web-fetch.ts';

// Every request these tests let through goes to 127.0.0.1 (allow-listed); everything else must be
// refused before a connection is opened, which `connects` proves.

let sites: FakeChurchSites;
let local: Server;
let localPort = 0;
let lastHost = '';
let lastAgent = '';

beforeAll(async () => {
  sites = await startFakeChurchSites({ videoPlatformUrl: 'https://www.youtube.com' });
  local = createServer((req, res) => {
    lastHost = req.headers.host ?? '';
    lastAgent = req.headers['user-agent'] ?? '';
    if (req.url === '/loop') {
      res.writeHead(302, { location: '/loop' });
      return res.end();
    }
    const hops = /^\/hops\/(\d+)$/.exec(req.url ?? '');
    if (hops && Number(hops[1]) > 0) {
      res.writeHead(302, { location: `/hops/${Number(hops[1]) - 1}` });
      return res.end();
    }
    if (req.url === '/to-ten') {
      res.writeHead(302, { location: 'http://10.1.2.3/' });
      return res.end();
    }
    if (req.url === '/to-name') {
      res.writeHead(307, { location: 'http://rebind.example/' });
      return res.end();
    }
    if (req.url === '/gzip') {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      return res.end(gzipSync('<p>Zipped sermon</p>'));
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<p>Hello</p>');
  });
  await new Promise<void>((r) => local.listen(0, '127.0.0.1', r));
  localPort = (local.address() as AddressInfo).port;
});

afterAll(async () => {
  await sites.close();
  local.closeAllConnections();
  await new Promise((r) => local.close(r));
});

const setup = (resolve: Record<string, string[]> = {}, pageTimeoutMs = 2000) => {
  const connects: string[] = [];
  const resolver: Resolver = async (host) => {
    const found = resolve[host];
    if (!found) throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  const fetcher = createSafeFetcher({
    allow: parseAllowlist(`${sites.allow},127.0.0.1:${localPort}`),
    resolver,
    pageTimeoutMs,
    maxBytes: 1024 * 1024,
    onConnect: (address, port) => connects.push(`${address}:${port}`),
  });
  return { fetcher, connects };
};

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof WebFetchError) return error;
    throw error;
  }
  throw new Error('expected a WebFetchError');
};

/** One address of every range that must never be fetched. */
const BLOCKED: [string, string][] = [
  ['loopback', '127.0.0.1'],
  ['loopback elsewhere in 127/8', '127.3.4.5'],
  ['private 10/8', '10.0.0.1'],
  ['private 172.16/12', '172.16.5.4'],
  ['private 192.168/16', '192.168.1.1'],
  ['link-local (cloud metadata)', '169.254.169.254'],
  ['CGNAT 100.64/10', '100.64.0.1'],
  ['multicast', '224.0.0.1'],
  ['unspecified', '0.0.0.0'],
  ['this network 0/8', '0.1.2.3'],
  ['broadcast', '255.255.255.255'],
  ['reserved 240/4', '240.0.0.1'],
  ['documentation 192.0.2/24', '192.0.2.10'],
  ['IPv6 loopback', '::1'],
  ['IPv6 unspecified', '::'],
  ['IPv6 unique local', 'fd00::1'],
  ['IPv6 link-local', 'fe80::1'],
  ['IPv6 multicast', 'ff02::1'],
  ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
  ['IPv4-mapped metadata', '::ffff:169.254.169.254'],
  ['IPv4-mapped private', '::ffff:10.0.0.1'],
  ['NAT64 embedding of a private address', '64:ff9b::a00:1'],
  ['NAT64 embedding of loopback', '64:ff9b::7f00:1'],
  ['NAT64 embedding of metadata', '64:ff9b::a9fe:a9fe'],
  ['local-use NAT64 (any embedding)', '64:ff9b:1::808:808'],
  ['6to4 embedding', '2002:a00:1::'],
  ['6to4 embedding of a public address', '2002:808:808::1'],
  ['Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
  ['IPv4-compatible loopback', '::7f00:1'],
  ['IPv4-compatible metadata', '::a9fe:a9fe'],
  ['IPv4-compatible public address (deprecated form)', '::808:808'],
  ['IPv4-translated loopback', '::ffff:0:7f00:1'],
];

const literal = (ip: string) => (ip.includes(':') ? `[${ip}]` : ip);

describe('safe fetcher refuses non-public addresses before connecting', () => {
  it.each(BLOCKED)('refuses %s (%s) as a literal IP on port 80', async (_name, ip) => {
    const { fetcher, connects } = setup();
    const error = await failure(fetcher.fetchPage(`http://${literal(ip)}/`));
    expect(error.type).toBe('blocked_address');
    expect(connects).toEqual([]);
  });

  it.each(BLOCKED)('refuses %s (%s) reached by a DNS name', async (_name, ip) => {
    const { fetcher, connects } = setup({ 'church.example': [ip] });
    const error = await failure(fetcher.fetchPage('https://church.example/'));
    expect(error.type).toBe('blocked_address');
    expect(connects).toEqual([]);
  });

  it.each(BLOCKED)('refuses %s (%s) reached by a redirect from an allowed site', async (_name, ip) => {
    const { fetcher, connects } = setup({ 'rebind.example': [ip] });
    const error = await failure(fetcher.fetchPage(`http://127.0.0.1:${localPort}/to-name`));
    expect(error.type).toBe('blocked_address');
    // Only the allowed first hop was connected to.
    expect(connects).toEqual([`127.0.0.1:${localPort}`]);
  });

  it('refuses obfuscated spellings of loopback that the URL parser normalises', async () => {
    const { fetcher, connects } = setup();
    for (const url of [
      'http://2130706433/',
      'http://0x7f.1/',
      'http://0177.0.0.1/',
      'http://[::ffff:7f00:1]/',
      'http://[::127.0.0.1]/',
      'http://[::169.254.169.254]/',
      'http://[64:ff9b::127.0.0.1]/',
    ])
      expect((await failure(fetcher.fetchPage(url))).type).toBe('blocked_address');
    expect(connects).toEqual([]);
  });

  it('refuses a literal redirect to a private address and the fake site that redirects to metadata', async () => {
    const { fetcher, connects } = setup();
    expect((await failure(fetcher.fetchPage(`http://127.0.0.1:${localPort}/to-ten`))).type).toBe(
      'blocked_address',
    );
    expect((await failure(fetcher.fetchPage(`${sites.origin}/redirect-private/`))).type).toBe(
      'blocked_address',
    );
    expect(connects.every((c) => c.startsWith('127.0.0.1:'))).toBe(true);
  });

  it('refuses other schemes, credentials, and ports other than 80/443 on public addresses', async () => {
    const { fetcher, connects } = setup({ 'church.example': ['93.184.216.34'] });
    for (const url of [
      'ftp://church.example/',
      'file:///etc/passwd',
      'http://user:pw@church.example/',
      'http://church.example:22/',
      'https://93.184.216.34:8443/',
      `http://127.0.0.1:${localPort + 1}/`,
    ])
      expect((await failure(fetcher.fetchPage(url))).type).toBe('blocked_address');
    expect(connects).toEqual([]);
  });

  it('refuses a name when every address it resolves to is blocked', async () => {
    const { fetcher, connects } = setup({ 'mixed.example': ['10.0.0.1', '::1'] });
    expect((await failure(fetcher.fetchPage('http://mixed.example/'))).type).toBe('blocked_address');
    expect(connects).toEqual([]);
  });
});

describe('safe fetcher fetching', () => {
  it('pins the connection to the checked address while sending the URL host and an Emmaus user agent', async () => {
    let calls = 0;
    const connects: string[] = [];
    const fetcher = createSafeFetcher({
      allow: parseAllowlist(`127.0.0.1:${localPort}`),
      // A rebinding resolver: the second answer would be private. Only one lookup per hop happens.
      resolver: async () => [{ address: calls++ === 0 ? '127.0.0.1' : '10.0.0.1', family: 4 }],
      onConnect: (a, p) => connects.push(`${a}:${p}`),
    });
    const page = await fetcher.fetchPage(`http://church.example:${localPort}/`);
    expect(page.html).toBe('<p>Hello</p>');
    expect(calls).toBe(1);
    expect(connects).toEqual([`127.0.0.1:${localPort}`]);
    expect(lastHost).toBe(`church.example:${localPort}`);
    expect(lastAgent).toBe(USER_AGENT);
    expect(USER_AGENT).toMatch(/Emmaus/);
  });

  it('follows a same-site redirect and reports the final URL', async () => {
    const { fetcher } = setup();
    const page = await fetcher.fetchPage(`${sites.origin}/redirect-grace/`);
    expect(page.url).toBe(`${sites.origin}/grace/`);
    expect(page.html).toContain('Grace Community Church');
  });

  it('follows at most 5 redirects: a chain of 5 arrives, one of 6 is refused', async () => {
    const { fetcher } = setup();
    const page = await fetcher.fetchPage(`http://127.0.0.1:${localPort}/hops/5`);
    expect(page.url).toBe(`http://127.0.0.1:${localPort}/hops/0`);
    const six = await failure(fetcher.fetchPage(`http://127.0.0.1:${localPort}/hops/6`));
    expect(six.message).toMatch(/Too many redirects/);
  });

  it('decompresses gzip', async () => {
    const { fetcher } = setup();
    expect((await fetcher.fetchPage(`http://127.0.0.1:${localPort}/gzip`)).html).toBe('<p>Zipped sermon</p>');
  });

  it('types each failure', async () => {
    // 1 s a page: long enough for the big and slow pages on a loaded machine, short for the hanging one.
    const { fetcher } = setup({}, 1000);
    expect((await failure(fetcher.fetchPage(`${sites.origin}/forbidden/`))).type).toBe('access_forbidden');
    expect((await failure(fetcher.fetchPage(`${sites.origin}/nowhere/`))).type).toBe('not_found');
    expect((await failure(fetcher.fetchPage(`${sites.origin}/hang/`))).type).toBe('timeout');
    expect((await failure(fetcher.fetchPage(`${sites.origin}/pdf/`))).type).toBe('not_html');
    expect((await failure(fetcher.fetchPage(`${sites.origin}/huge/`))).type).toBe('too_large');
    expect((await failure(fetcher.fetchPage('http://no-such-church.example/'))).type).toBe('dns_error');
    const loop = await failure(fetcher.fetchPage(`http://127.0.0.1:${localPort}/loop`));
    expect(loop.message).toMatch(/Too many redirects/);
  });

  it('refuses a self-signed certificate as ssl_error', async () => {
    const { fetcher } = setup({ localhost: ['127.0.0.1'] });
    expect((await failure(fetcher.fetchPage(`${sites.tlsOrigin}/`))).type).toBe('ssl_error');
  });

  it('gives connection_error when nothing listens on an allowed port', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const fetcher = createSafeFetcher({ allow: parseAllowlist(`127.0.0.1:${port}`) });
    expect((await failure(fetcher.fetchPage(`http://127.0.0.1:${port}/`))).type).toBe('connection_error');
  });

  it('stops the whole fetch when the outer signal (the 30 s analysis budget) runs out', async () => {
    const { fetcher } = setup({}, 5000);
    const error = await failure(fetcher.fetchPage(`${sites.origin}/hang/`, AbortSignal.timeout(200)));
    expect(error.type).toBe('timeout');
  });
});

describe('address policy', () => {
  it('passes public addresses, also when carried by IPv4-mapped or NAT64 (DNS64) IPv6', () => {
    for (const ip of [
      '93.184.216.34',
      '2606:2800:220:1:248:1893:25c8:1946',
      '::ffff:93.184.216.34',
      '64:ff9b::5db8:d822',
    ])
      expect(isPublicAddress(ip), ip).toBe(true);
  });

  it.each(BLOCKED)('refuses %s (%s)', (_name, ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });
});

describe('OUTBOUND_ALLOW_PRIVATE parsing', () => {
  it('reads address:port pairs and refuses malformed ones', () => {
    expect(parseAllowlist('127.0.0.1:80, [::1]:8080').size).toBe(2);
    expect(parseAllowlist('').size).toBe(0);
    expect(() => parseAllowlist('localhost:80')).toThrow();
    expect(() => parseAllowlist('127.0.0.1')).toThrow();
  });
});
