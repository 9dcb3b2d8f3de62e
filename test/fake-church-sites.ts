import { createServer, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { hostilePage } from './hostile-church-sites.ts';
import { selfSignedCertificate } from './self-signed.ts';

/**
 * Church websites on 127.0.0.1, one per path prefix (http://127.0.0.1:PORT/grace/): JSON-LD (grace),
 * OpenGraph only (stmarks), plain HTML (riverside), a bakery (not a church), a header <img> logo only
 * (chapel), oversized fields and a javascript: logo (oversized), an embedded player as the only video
 * link (embedonly on the platform, embedyoutube on youtube.com), one redirecting to the
 * cloud metadata address (redirect-private), one that never answers (hang), one answering 403
 * (forbidden), a huge page (huge), a PDF (pdf), pages built to be slow or crash a parser
 * (hostile-church-sites.ts); plus an https server with a self-signed certificate.
 * `videoPlatformUrl` is where their channel links point (the fake video platform in tests).
 */
export interface FakeChurchSites {
  /** http://127.0.0.1:PORT */
  origin: string;
  /** https://localhost:PORT (self-signed: every client must refuse it). */
  tlsOrigin: string;
  /** `127.0.0.1:PORT` pairs for OUTBOUND_ALLOW_PRIVATE. */
  allow: string;
  /** Every path requested, in order. */
  requests: string[];
  close(): Promise<void>;
}

const page = (head: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

const nav = (site: string, links: [string, string][]) =>
  `<header><nav><ul>${links.map(([href, text]) => `<li><a href="/${site}/${href}">${text}</a></li>`).join('')}</ul></nav></header>`;

const footerMenu =
  '<footer><ul><li><a href="#">Home</a></li><li><a href="#">Give</a></li><li><a href="#">Privacy</a></li></ul><p>© 2026 All rights reserved.</p></footer>';

type Site = (path: string, video: string, origin: string) => string | null;

const grace: Site = (path, video, origin) => {
  const menu = nav('grace', [
    ['', 'Home'],
    ['about-us', 'About Us'],
    ['what-we-believe', 'What We Believe'],
    ['our-staff', 'Our Staff'],
    ['sermons', 'Sermons'],
    ['contact', 'Contact'],
    ['give', 'Give'],
    ['events', 'Events'],
  ]);
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'Church',
    name: 'Grace Community Church',
    url: `${origin}/grace/`,
    logo: `${origin}/grace/images/logo.png`,
    description: 'A Bible-teaching Baptist church in the heart of Springfield.',
    address: {
      '@type': 'PostalAddress',
      streetAddress: '120 Main Street',
      addressLocality: 'Springfield',
      addressRegion: 'IL',
      postalCode: '62701',
    },
    sameAs: [`${video}/@gracechurch`, 'https://www.facebook.com/gracechurch'],
  };
  const pages: Record<string, string> = {
    '': page(
      `<title>Home | Grace Community Church</title><script type="application/ld+json">${JSON.stringify(ld)}</script>`,
      `${menu}<main><h1>Welcome Home</h1><p>Sunday Worship 9:00 AM and 11:00 AM</p></main>${footerMenu}`,
    ),
    'about-us': page(
      '<title>About Us | Grace Community Church</title>',
      `${menu}<main><h1>About Us</h1><p>Grace Community Church is a family of believers who gather every Sunday to worship Jesus Christ, study the Scriptures together and serve our neighbours across Springfield.</p><p>We are an independent Baptist congregation founded in 1952.</p></main>${footerMenu}`,
    ),
    'what-we-believe': page(
      '<title>Beliefs</title>',
      `${menu}<main><h1>What We Believe</h1><p>We believe in believer's baptism by immersion and the autonomy of the local church, as Baptists have confessed since the 1689 Confession.</p></main>`,
    ),
    'our-staff': page(
      '<title>Staff</title>',
      `${menu}<main><h1>Our Staff</h1><p>Pastor John Smith, Senior Pastor.</p></main>`,
    ),
    sermons: page(
      '<title>Sermons</title>',
      `${menu}<main><h1>Sermons</h1><p>Watch our sermons on <a href="${video}/@gracechurch">our channel</a>.</p></main>`,
    ),
    contact: page(
      '<title>Contact</title>',
      `${menu}<main><h1>Contact</h1><p>120 Main Street, Springfield, IL 62701</p></main>`,
    ),
  };
  return pages[path] ?? null;
};

const stmarks: Site = (path, video, origin) =>
  path === ''
    ? page(
        `<title>St Mark's</title><meta property="og:site_name" content="St. Mark's Episcopal Church"><meta property="og:description" content="An Episcopal parish in the Anglican tradition, worshipping with the Book of Common Prayer since 1890."><meta property="og:image" content="/stmarks/og.jpg">`,
        `<div class="menu"><a href="/stmarks/">Home</a> <a href="/stmarks/worship">Worship</a></div><main><p>Holy Eucharist Sundays at 8 and 10 am.</p><iframe src="${video}/embed/dQw4w9WgXcQ" title="Sermon"></iframe><a href="${video}/channel/UCstmarks000000000000001">Videos</a></main>`,
      ).replace('/stmarks/og.jpg', `${origin}/stmarks/og.jpg`)
    : path === 'worship'
      ? page('<title>Worship</title>', '<p>Morning Prayer, Evensong and the Holy Eucharist.</p>')
      : null;

const riverside: Site = (path, video) =>
  path === ''
    ? page(
        '<title>Riverside Fellowship | Welcome</title><link rel="apple-touch-icon" href="/riverside/apple-touch-icon.png">',
        `<header><img src="/riverside/logo.svg" alt="Riverside Fellowship logo" class="logo"><nav><a href="/riverside/">Home</a> <a href="/riverside/who-we-are">Who we are</a> <a href="/riverside/watch">Watch</a> <a href="/riverside/visit">Plan your visit</a></nav></header><main><h1>Riverside Fellowship</h1><p>Join us this Sunday at 10:30 AM at 45 River Road, Millbrook.</p></main><footer><a href="https://m.youtube.com/c/RiversideFellowship">YouTube</a></footer>`,
      )
    : path === 'who-we-are'
      ? page(
          '<title>Who we are</title>',
          '<main><h2>Who we are</h2><p>Riverside Fellowship is a Spirit-filled, Pentecostal church where everyone is welcome to encounter the living God in worship, prayer and the gifts of the Holy Spirit.</p></main>',
        )
      : path === 'watch'
        ? page(
            '<title>Watch</title>',
            `<main><p>Watch live: <a href="${video}/c/RiversideFellowship">channel</a></p></main>`,
          )
        : null;

const bakery: Site = (path) =>
  path === ''
    ? page(
        '<title>Sunrise Bakery - Fresh bread daily</title><meta property="og:description" content="Sourdough, croissants and cakes baked every morning.">',
        '<nav><a href="/bakery/menu">Menu</a> <a href="/bakery/about">About</a></nav><main><h1>Sunrise Bakery</h1><p>Our sourdough bread and croissants are baked fresh every morning. Order a birthday cake online and pick it up in store.</p></main>',
      )
    : null;

/** A church whose only video is an embedded player (on the platform `player` names: the mirror or youtube.com). */
const embedOnly =
  (name: string, player: (video: string) => string): Site =>
  (path, video) =>
    path === ''
      ? page(
          `<title>${name}</title>`,
          `<main><h1>${name}</h1><p>Join us for worship every Sunday at 10 AM; our pastor preaches through the Bible, book by book.</p><iframe src="${player(video)}" title="Last Sunday's sermon"></iframe></main>`,
        )
      : null;

/** A church whose only logo is the header's <img> (no JSON-LD logo, og:image or touch icon). */
const chapel: Site = (path) =>
  path === ''
    ? page(
        '<title>Hope Chapel</title>',
        '<header><img src="/chapel/brand.png" alt="Hope Chapel"><nav><a href="/chapel/">Home</a></nav></header><main><p>Hope Chapel gathers on Sundays at 11 AM to worship Jesus and hear the Bible preached.</p></main>',
      )
    : null;

/** Every field too long and padded with whitespace, and a javascript: logo in the JSON-LD. */
export const OVERSIZED = {
  name: `Oversized Community Church of the ${'Very '.repeat(100)}Long Name`,
  about: `We are a church. ${'We worship and pray together every week. '.repeat(150)}`,
};
const oversized: Site = (path) =>
  path === ''
    ? page(
        `<title>Oversized</title><script type="application/ld+json">${JSON.stringify({
          '@context': 'https://schema.org',
          '@type': 'Church',
          name: `\n   ${OVERSIZED.name}\t  \n`,
          description: `   ${OVERSIZED.about}   `,
          logo: 'javascript:alert(1)',
        })}</script>`,
        '<header><img src="/oversized/logo.png" alt="Oversized Church logo"></header><main><p>Sunday worship at 9 AM.</p></main>',
      )
    : null;

/** Every image a site names (logo, og:image, touch icon) answers a small picture, so pages show it. */
const logoSvg = (site: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120"><rect width="120" height="120" rx="24" fill="#2f5d50"/><path d="M54 20h12v26h22v12H66v42H54V58H32V46h22z" fill="#fff"/><title>${site}</title></svg>`;

const SITES: Record<string, Site> = {
  grace,
  stmarks,
  riverside,
  bakery,
  chapel,
  oversized,
  // Their players show a video of the grace channel (fake-video-platform.ts), whose watch page names it.
  embedonly: embedOnly('Cornerstone Chapel', (video) => `${video}/embed/gracesermn1`),
  embedyoutube: embedOnly('Hillside Church', () => 'https://www.youtube.com/embed/gracesermn2?rel=0'),
};

const send = (res: ServerResponse, status: number, body: string, type = 'text/html; charset=utf-8') => {
  res.writeHead(status, { 'content-type': type });
  res.end(body);
};

export const startFakeChurchSites = async (
  opts: { videoPlatformUrl: string; port?: number; tlsPort?: number } = {
    videoPlatformUrl: 'https://www.youtube.com',
  },
): Promise<FakeChurchSites> => {
  const requests: string[] = [];
  let origin = '';
  const video = opts.videoPlatformUrl.replace(/\/$/, '');
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push(path);
    const [, site = '', ...rest] = path.split('?')[0]?.split('/') ?? [];
    const sub = rest.join('/').replace(/\/$/, '');
    if (site === 'hang') return; // never answers
    if (site === 'forbidden')
      return send(res, 403, page('<title>Forbidden</title>', '<h1>Access denied</h1>'));
    if (site === 'redirect-private') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
      return res.end();
    }
    if (site === 'redirect-grace') {
      res.writeHead(301, { location: '/grace/' });
      return res.end();
    }
    if (/\.(png|jpg|svg)$/.test(sub)) return send(res, 200, logoSvg(site), 'image/svg+xml');
    if (site === 'pdf') return send(res, 200, '%PDF-1.4', 'application/pdf');
    if (site === 'huge')
      return send(res, 200, page('<title>Huge</title>', `<p>${'Amen. '.repeat(500_000)}</p>`));
    const html = SITES[site]?.(sub, video, origin) ?? hostilePage(site, sub);
    if (html) return send(res, 200, html);
    send(res, 404, page('<title>Not found</title>', '<h1>Page not found</h1>'));
  });
  const { key, cert } = selfSignedCertificate();
  const tls = createTlsServer({ key, cert }, (_req, res) =>
    send(res, 200, page('<title>Secure Church</title>', '<p>A church with a bad certificate.</p>')),
  );
  await new Promise<void>((r) => server.listen(opts.port ?? 0, '127.0.0.1', r));
  await new Promise<void>((r) => tls.listen(opts.tlsPort ?? 0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  const tlsPort = (tls.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  const close = (s: typeof server | typeof tls) =>
    new Promise<void>((r) => {
      s.closeAllConnections();
      s.close(() => r());
    });
  return {
    origin,
    tlsOrigin: `https://localhost:${tlsPort}`,
    allow: `127.0.0.1:${port},127.0.0.1:${tlsPort}`,
    requests,
    close: async () => {
      await Promise.all([close(server), close(tls)]);
    },
  };
};
