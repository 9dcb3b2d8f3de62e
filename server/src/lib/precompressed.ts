import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

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

  /** The best encoding the Accept-Encoding header allows; small bodies are not worth compressing. */
  static negotiate(acceptEncoding: string | undefined, size: number): Encoding {
    if (!acceptEncoding || size < 1024) return 'identity';
    const accepts = (name: string) =>
      new RegExp(`(^|[\\s,])${name}(?!;q=0(\\.0*)?(,|$))`).test(acceptEncoding);
    if (accepts('br')) return 'br';
    if (accepts('gzip')) return 'gzip';
    return 'identity';
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
