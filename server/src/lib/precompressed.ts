import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Encoding } from './encoding.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A response body kept ready in every encoding a browser may ask for. Chapters are the reader's hot
 * path: compressing once per chapter, instead of once per request, keeps their latency near a static
 * file server's. Variants are made on first use and kept with the body.
 *
 * They are made off the event loop, in libuv's thread pool (zlib's asynchronous calls): brotli at
 * quality 9 takes ~64 ms of CPU for a 30 KB chapter, and 200 readers opening chapters nobody had
 * opened yet held the one JavaScript thread for seconds (issue 37's mixed load: chapter p99 27 s).
 */
export class Precompressed {
  readonly body: Buffer;
  private variants: Partial<Record<'br' | 'gzip', Buffer>> = {};
  private pending: Partial<Record<'br' | 'gzip', Promise<Buffer>>> = {};

  constructor(text: string) {
    this.body = Buffer.from(text);
  }

  /** The bytes in `encoding` if they are ready (identity always is); undefined while being made. */
  encoded(encoding: Encoding): Buffer | undefined {
    return encoding === 'identity' ? this.body : this.variants[encoding];
  }

  /** The bytes in `encoding`, made once (concurrent callers share the one compression). */
  async prepare(encoding: Encoding): Promise<Buffer> {
    if (encoding === 'identity') return this.body;
    const ready = this.variants[encoding];
    if (ready) return ready;
    let made = this.pending[encoding];
    if (!made) {
      made =
        encoding === 'br'
          ? brotli(this.body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 9,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.body.length,
              },
            })
          : gzipped(this.body, { level: 9 });
      this.pending[encoding] = made;
      made.then(
        (bytes) => {
          this.variants[encoding] = bytes;
          delete this.pending[encoding];
        },
        () => delete this.pending[encoding],
      );
    }
    return made;
  }
}
