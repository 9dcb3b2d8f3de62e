import { readBoundedBody } from '../../lib/bounded-body.ts';
import { VideoPlatformError } from './video-platform.ts';

// The video platform is configured, not typed in by users, but its answers are still outsiders' bytes:
// a watch page, feed or caption track is read to at most `maxBytes` (lib/bounded-body.ts), and a body cut
// off by the request's deadline is the platform being unavailable, a typed error, never a raw abort that
// a job or route would not know.

/** The body as text, or VideoPlatformError: 'too_large' past `maxBytes`, 'unavailable' when cut off. */
export const readBounded = async (res: Response, maxBytes: number, what: string): Promise<string> => {
  const body = await readBoundedBody(res, maxBytes, {
    tooLarge: () =>
      new VideoPlatformError('too_large', `${what} from the video platform is larger than ${maxBytes} bytes`),
    cutOff: (error) =>
      new VideoPlatformError('unavailable', `The video platform stopped answering (${error.message})`),
  });
  return body.toString('utf8');
};
