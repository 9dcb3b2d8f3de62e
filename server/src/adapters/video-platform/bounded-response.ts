import { VideoPlatformError } from './video-platform.ts';

// The video platform is configured, not typed in by users, but its answers are still outsiders' bytes:
// a watch page, feed or caption track is read to at most `maxBytes` (the declared length refused before
// a byte is read), and a body cut off by the request's deadline is the platform being unavailable, a
// typed error, never a raw abort that a job or route would not know.

/** The body as text, or VideoPlatformError: 'too_large' past `maxBytes`, 'unavailable' when cut off. */
export const readBounded = async (res: Response, maxBytes: number, what: string): Promise<string> => {
  const tooLarge = () =>
    new VideoPlatformError('too_large', `${what} from the video platform is larger than ${maxBytes} bytes`);
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  const reader = res.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge();
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof VideoPlatformError) throw error;
    throw new VideoPlatformError(
      'unavailable',
      `The video platform stopped answering (${(error as Error).message})`,
    );
  }
  return Buffer.concat(chunks).toString('utf8');
};
