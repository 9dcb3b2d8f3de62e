// Light requests while heavy ones hammer the server (issue 19 item 7): 8 clients, each from its own
// address (X-Forwarded-For, so the server under test must run with TRUST_PROXY trusting 127.0.0.1),
// post home searches as fast as the server lets them, waiting out every Retry-After, while one more
// client reads GET /api/bibles one request after another. It reports figures; it asserts nothing.

const PROMPTS = [
  'how should I deal with anxiety and worry about tomorrow',
  'what does the bible say about forgiving someone who hurt me',
  'I feel lonely and far from God',
  'the story of the prodigal son',
  'how can I be a good father to my children',
  'what happens after we die',
  'why do good people suffer',
  'love your enemies and pray for those who persecute you',
  'grief after losing my mother',
  'how do I know God is calling me',
  'money and contentment',
  'the armour of God',
];

export interface HomeLoadResult {
  clients: number;
  seconds: number;
  bibles: { n: number; p50: number; p99: number; max: number; errors: number };
  home: {
    ok: number;
    notFound: number;
    limited: number;
    busy: number;
    server5xx: number;
    other: number;
    p50: number;
  };
}

const pct = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const measureHomeLoad = async (base: string, clients = 8, seconds = 30): Promise<HomeLoadResult> => {
  const end = performance.now() + seconds * 1000;
  const home = { ok: 0, notFound: 0, limited: 0, busy: 0, server5xx: 0, other: 0 };
  const homeMs: number[] = [];
  const hammer = async (i: number) => {
    const ip = `198.18.0.${i + 1}`;
    for (let k = i; performance.now() < end; k++) {
      const s = performance.now();
      const res = await fetch(`${base}/api/home`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ prompt: PROMPTS[k % PROMPTS.length] }),
      });
      await res.arrayBuffer();
      if (res.status === 200) {
        home.ok++;
        homeMs.push(performance.now() - s);
      } else if (res.status === 404) home.notFound++;
      else if (res.status === 429) home.limited++;
      else if (res.status === 503) home.busy++;
      else if (res.status >= 500) home.server5xx++;
      else home.other++;
      const retry = Number(res.headers.get('retry-after'));
      if ((res.status === 429 || res.status === 503) && retry > 0)
        await sleep(Math.min(retry * 1000, end - performance.now()));
    }
  };
  const bibleMs: number[] = [];
  let bibleErrors = 0;
  const probe = async () => {
    // Let the hammering start first.
    await sleep(500);
    while (performance.now() < end) {
      const s = performance.now();
      const res = await fetch(`${base}/api/bibles`);
      await res.arrayBuffer();
      if (res.ok) bibleMs.push(performance.now() - s);
      else bibleErrors++;
      await sleep(20);
    }
  };
  await Promise.all([...Array.from({ length: clients }, (_, i) => hammer(i)), probe()]);
  bibleMs.sort((a, b) => a - b);
  homeMs.sort((a, b) => a - b);
  return {
    clients,
    seconds,
    bibles: {
      n: bibleMs.length,
      p50: pct(bibleMs, 50),
      p99: pct(bibleMs, 99),
      max: bibleMs.at(-1) ?? Number.NaN,
      errors: bibleErrors,
    },
    home: { ...home, p50: pct(homeMs, 50) },
  };
};

export const formatHomeLoad = (r: HomeLoadResult): string => {
  const f = (n: number) => n.toFixed(1);
  return `light requests under heavy load (${r.clients} clients from ${r.clients} addresses via X-Forwarded-For, server run with TRUST_PROXY=127.0.0.1, POST /api/home for ${r.seconds} s honouring Retry-After)
  GET /api/bibles           p50 ${f(r.bibles.p50)} ms   p99 ${f(r.bibles.p99)} ms   max ${f(r.bibles.max)} ms   (${r.bibles.n} requests, ${r.bibles.errors} errors)   target p99 ≤ 50 ms
  POST /api/home            ${r.home.ok} answered (p50 ${f(r.home.p50)} ms), ${r.home.notFound} no passage, ${r.home.limited} × 429, ${r.home.busy} × 503, ${r.home.server5xx} other 5xx, ${r.home.other} other   target: answered > 0, other 5xx 0`;
};
