// Issue 37: images publishers name are copied by the server and served from Emmaus at
// /api/media/{sha256}. The web app shows an image only at such an address, so a reader's browser never
// asks a publisher's host for anything; the server uses the same test to skip what it already copied.

/** The path of a stored image: `/api/media/` and the SHA-256 of its bytes in lower-case hex. */
export const MEDIA_URL = /^\/api\/media\/[0-9a-f]{64}$/;

export const mediaUrl = (id: string): string => `/api/media/${id}`;

export const isMediaUrl = (url: string | null | undefined): url is string => !!url && MEDIA_URL.test(url);
