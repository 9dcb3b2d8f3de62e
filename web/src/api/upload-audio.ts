import type { Sermon } from '../../../common/src/contracts/sermons.ts';
import { ApiError, errorOf, identityHeaders } from './client.ts';

export type UploadProgress = { loaded: number; total: number };

/**
 * POST /api/sermons/{id}/audio with the file as the body. XMLHttpRequest, not fetch: only it reports
 * how much of the upload has been sent (a sermon's audio may be 200 MB). Errors are the API's
 * (`ApiError` with the server's code); a cancelled upload rejects with an AbortError.
 */
export const uploadAudio = (
  sermonId: number,
  file: File,
  onProgress: (p: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<Sermon> =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/sermons/${sermonId}/audio`);
    for (const [name, value] of Object.entries(identityHeaders())) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (e) =>
      onProgress({ loaded: e.loaded, total: e.lengthComputable ? e.total : file.size });
    xhr.onload = async () => {
      const res = new Response(xhr.responseText, {
        status: xhr.status,
        headers: { 'content-type': xhr.getResponseHeader('content-type') ?? 'application/json' },
      });
      if (xhr.status >= 200 && xhr.status < 300) resolve((await res.json()) as Sermon);
      else reject(await errorOf(res, 'Audio upload'));
    };
    xhr.onerror = () => reject(new ApiError('Audio upload failed: the connection was lost.', 0));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
