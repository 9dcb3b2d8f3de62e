export type Encoding = 'br' | 'gzip' | 'identity';

/** Bodies smaller than this go as they are: compressing them saves less than it costs. */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * The best encoding an Accept-Encoding header allows (br, then gzip), honouring q=0 refusals. Parsed
 * by hand: it runs on every request.
 */
export const negotiateEncoding = (acceptEncoding: string | undefined, size: number): Encoding => {
  if (!acceptEncoding || size < MIN_COMPRESS_BYTES) return 'identity';
  let br = false;
  let gzip = false;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) === 0) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === '*') gzip = true;
  }
  return br ? 'br' : gzip ? 'gzip' : 'identity';
};
