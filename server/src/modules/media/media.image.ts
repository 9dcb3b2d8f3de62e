// The type and size of an image read from its first bytes (PNG, JPEG, GIF, WebP), so the server
// stores only what is one of these, whatever the sender's Content-Type said, without a native image
// library. SVG is refused: it is a document that can carry script and links, not a picture.

export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

export interface ImageInfo {
  type: ImageType;
  width: number;
  height: number;
}

/** The largest image stored: a logo or a thumbnail is far smaller; a photograph fits. */
export const MEDIA_MAX_BYTES = 2 * 1024 * 1024;
/** Neither side longer, so no stored image asks a reader's phone to decode a huge bitmap. */
export const MEDIA_MAX_SIDE = 8192;
/** Pixels at most (a 2 MB file can declare a 100-megapixel canvas that decodes to 400 MB). */
export const MEDIA_MAX_PIXELS = 40_000_000;

const startsWith = (b: Buffer, bytes: number[], at = 0) =>
  b.length >= at + bytes.length && bytes.every((x, i) => b[at + i] === x);
const ascii = (b: Buffer, at: number, text: string) =>
  b.length >= at + text.length && b.toString('latin1', at, at + text.length) === text;

const png = (b: Buffer): ImageInfo | null => {
  if (!startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) || !ascii(b, 12, 'IHDR')) return null;
  if (b.length < 24) return null;
  return { type: 'image/png', width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
};

const gif = (b: Buffer): ImageInfo | null => {
  if (!(ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a')) || b.length < 10) return null;
  return { type: 'image/gif', width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
};

const webp = (b: Buffer): ImageInfo | null => {
  if (!ascii(b, 0, 'RIFF') || !ascii(b, 8, 'WEBP') || b.length < 30) return null;
  if (ascii(b, 12, 'VP8 ')) {
    // Lossy: a key frame's start code, then 14-bit width and height.
    if (!startsWith(b, [0x9d, 0x01, 0x2a], 23)) return null;
    return { type: 'image/webp', width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  }
  if (ascii(b, 12, 'VP8L')) {
    // Lossless: signature 0x2f, then width-1 and height-1 as two 14-bit fields.
    if (b[20] !== 0x2f) return null;
    const bits = b.readUInt32LE(21);
    return { type: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (ascii(b, 12, 'VP8X')) {
    // Extended: the canvas size, 24-bit width-1 and height-1.
    return { type: 'image/webp', width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  }
  return null;
};

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic): they carry the size. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

const jpeg = (b: Buffer): ImageInfo | null => {
  if (!startsWith(b, [0xff, 0xd8, 0xff])) return null;
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] ?? 0;
    // Fill bytes, and markers without a length (TEM, RSTn).
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    // End of image or start of scan before any frame header: no size to read.
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = b.readUInt16BE(i + 2);
    if (length < 2) return null;
    if (SOF.has(marker)) {
      if (i + 9 > b.length) return null;
      return { type: 'image/jpeg', width: b.readUInt16BE(i + 7), height: b.readUInt16BE(i + 5) };
    }
    i += 2 + length;
  }
  return null;
};

/** The image's type and size from its header bytes; null when it is none of the four kinds. */
export const readImageInfo = (bytes: Buffer): ImageInfo | null =>
  png(bytes) ?? jpeg(bytes) ?? gif(bytes) ?? webp(bytes);

/** The image's header when these bytes may be stored, else why not (a person reads it: the logo's 422). */
export const imageRefusal = (bytes: Buffer): { info: ImageInfo } | { reason: string } => {
  if (bytes.length > MEDIA_MAX_BYTES) return { reason: `it is larger than ${MEDIA_MAX_BYTES} bytes` };
  const info = readImageInfo(bytes);
  if (!info) return { reason: 'it is not a PNG, JPEG, GIF or WebP image' };
  const { width, height } = info;
  if (width < 1 || height < 1) return { reason: 'it declares no size' };
  if (width > MEDIA_MAX_SIDE || height > MEDIA_MAX_SIDE || width * height > MEDIA_MAX_PIXELS)
    return { reason: `it is too large (${width}×${height} pixels)` };
  return { info };
};
