import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { Encoding } from './encoding.ts';

const brotliBest = promisify(brotliCompress);
const gzipBest = promisify(gzip);

type Compressed = 'br' | 'gzip';

// Upgrades waiting for libuv's thread pool, made one at a time: they are an optimisation, and must not
// take the machine's cores from the requests being answered (200 chapters at quality 9 are ~13 s of CPU).
const upgrades: (() => Promise<void>)[] = [];
let upgrading = false;
const drain = async (): Promise<void> => {
  if (upgrading) return;
  upgrading = true;
  try {
    for (let next = upgrades.shift(); next; next = upgrades.shift()) await next();
  } finally {
    upgrading = false;
  }
};

/**
 * A response body kept ready in every encoding a browser may ask for. Chapters are the reader's hot
 * path: compressing once per chapter, instead of once per request, keeps their latency near a static
 * file server's. Variants are made on first use and kept with the body.
 *
 * The first answer in an encoding is compressed quickly (brotli 5, gzip 6: ~1 ms for a 30 KB chapter)
 * and the best compression (brotli 9, gzip 9: ~64 ms of CPU for brotli) is made afterwards off the event
 * loop, in libuv's thread pool, one chapter at a time, for the answers after it. Compressing at quality
 * 9 on the event loop held it for seconds when 200 readers opened chapters nobody had opened yet (issue
 * 37's mixed load: chapter p99 27 s); waiting for the thread pool instead still kept them waiting ~5 s.
 */
export class Precompressed {
  readonly body: Buffer;
  private variants: Partial<Record<Compressed, Buffer>> = {};
  private best: Partial<Record<Compressed, Promise<void>>> = {};

  constructor(text: string) {
    this.body = Buffer.from(text);
  }

  /** The bytes in `encoding`: the best made so far, else compressed quickly now. */
  encoded(encoding: Encoding): Buffer {
    if (encoding === 'identity') return this.body;
    const ready = this.variants[encoding];
    if (ready) return ready;
    const quick =
      encoding === 'br'
        ? brotliCompressSync(this.body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_SIZE_HINT]: this.body.length,
            },
          })
        : gzipSync(this.body, { level: 6 });
    this.variants[encoding] = quick;
    this.upgrade(encoding);
    return quick;
  }

  /** Resolves once the best compression in `encoding` replaced the quick one (tests). */
  upgraded(encoding: Compressed): Promise<void> {
    return this.best[encoding] ?? Promise.resolve();
  }

  private upgrade(encoding: Compressed): void {
    this.best[encoding] = new Promise<void>((resolve) => {
      upgrades.push(async () => {
        try {
          const best =
            encoding === 'br'
              ? await brotliBest(this.body, {
                  params: {
                    [constants.BROTLI_PARAM_QUALITY]: 9,
                    [constants.BROTLI_PARAM_SIZE_HINT]: this.body.length,
                  },
                })
              : await gzipBest(this.body, { level: 9 });
          // The smaller wins (on short or repetitive text the quick one sometimes is).
          const quick = this.variants[encoding];
          if (!quick || best.length < quick.length) this.variants[encoding] = best;
        } catch {
          // The quick bytes stay: as correct, a little larger.
        }
        resolve();
      });
      void drain();
    });
  }
}
