import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Encoding } from './encoding.ts';

/**
 * A response body kept ready in every encoding a browser may ask for. Chapters are the reader's hot
 * path: compressing once per chapter, instead of once per request, keeps their latency near a static
 * file server's. Variants are made on first use and kept with the body.
 */
export class Precompressed {
  readonly body: Buffer;
  private variants: Partial<Record<'br' | 'gzip', Buffer>> = {};

  constructor(text: string) {
    this.body = Buffer.from(text);
  }

  encoded(encoding: Encoding): Buffer {
    if (encoding === 'identity') return this.body;
    let v = this.variants[encoding];
    if (!v) {
      v =
        encoding === 'br'
          ? brotliCompressSync(this.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
          : gzipSync(this.body, { level: 9 });
      this.variants[encoding] = v;
    }
    return v;
  }
}
