import { queryOptions } from '@tanstack/react-query';
import type {
  Annotation,
  AnnotationsResponse,
  CreateAnnotationBody,
  UpdateAnnotationBody,
} from '../../../common/src/contracts/annotations.ts';
import {
  flushAnnotations,
  isNetworkFailure,
  pendingAnnotationChanges,
  queueCreate,
  queueDelete,
  queueUpdate,
  withPending,
} from './annotation-outbox.ts';
import { ApiError, apiRequest, apiRequestAs, errorOf, getJson } from './client.ts';

/**
 * What the server last said (offline: the service worker's copy), or nothing when it cannot be reached
 * and has no copy; the changes queued offline go on top either way.
 */
const serverList = async (read: () => Promise<Annotation[]>): Promise<Annotation[]> => {
  try {
    return await read();
  } catch (error) {
    if (isNetworkFailure(error)) return [];
    throw error;
  }
};

/** One chapter's highlights, notes and bookmarks (the reader). */
export const chapterAnnotationsQuery = (bibleId: string, bookId: string, chapter: number) =>
  queryOptions({
    queryKey: ['annotations', 'chapter', bibleId, bookId, chapter],
    queryFn: async () =>
      withPending(
        await serverList(
          async () =>
            (
              await getJson<AnnotationsResponse>(
                `/api/user/annotations?bible_id=${bibleId}&book_id=${bookId}&chapter=${chapter}`,
                'Annotations',
              )
            )?.annotations ?? [],
        ),
        { bible_id: bibleId, book_id: bookId, chapter },
      ),
  });

/** Every annotation of the reader, all pages (My Notes & Highlights, export). */
export const allAnnotationsQuery = () =>
  queryOptions({
    queryKey: ['annotations', 'all'],
    queryFn: async () =>
      withPending(
        await serverList(async () => {
          const out: Annotation[] = [];
          for (let page = 1; ; page++) {
            const res = await getJson<AnnotationsResponse>(
              `/api/user/annotations?page=${page}`,
              'Annotations',
            );
            out.push(...(res?.annotations ?? []));
            if (!res?.has_more) return out;
          }
        }),
      ),
  });

/**
 * A write, as the reader stored now, or (`as`, the outbox) as the reader who queued it and no other:
 * web/src/api/annotation-outbox.ts.
 */
const write = async (path: string, init: RequestInit, as?: string | null): Promise<Response> =>
  as ? apiRequestAs(as, path, init) : apiRequest(path, init);

const sendJson = async (method: 'POST' | 'PUT', path: string, body: unknown, as?: string | null) => {
  const res = await write(
    path,
    { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    as,
  );
  if (!res.ok) throw await errorOf(res, 'Annotation');
  return (await res.json()) as Annotation;
};

const sendCreate = (body: CreateAnnotationBody, as?: string | null) =>
  sendJson('POST', '/api/user/annotations', body, as);

const sendUpdate = (id: string, body: UpdateAnnotationBody, as?: string | null) =>
  sendJson('PUT', `/api/user/annotations/${id}`, body, as);

const sendDelete = async (id: string, as?: string | null): Promise<void> => {
  const res = await write(`/api/user/annotations/${id}`, { method: 'DELETE' }, as);
  // Already gone is what the reader wanted.
  if (!res.ok && res.status !== 404) throw new ApiError('Annotation could not be deleted', res.status);
};

/** A queued POST (a reading, a review: web/src/api/habits.ts), as the reader who queued it. */
const sendPost = async (path: string, body: unknown, as?: string | null): Promise<void> => {
  const res = await write(
    path,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    as,
  );
  if (!res.ok) throw await errorOf(res, 'Change');
};

/** Sends what was changed offline (on start-up and when the connection returns). */
export const sendQueuedAnnotations = () =>
  flushAnnotations({ create: sendCreate, update: sendUpdate, remove: sendDelete, post: sendPost });

/**
 * Online, a change goes straight to the server; offline (or while older offline changes still wait,
 * so they keep their order) it is queued and shown at once.
 */
const orQueue = async <T>(send: () => Promise<T>, queue: () => T): Promise<T> => {
  if (navigator.onLine && pendingAnnotationChanges() === 0) {
    try {
      return await send();
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
    }
  }
  const queued = queue();
  if (navigator.onLine) void sendQueuedAnnotations();
  return queued;
};

export const createAnnotation = (body: CreateAnnotationBody): Promise<Annotation> =>
  orQueue(
    () => sendCreate(body),
    () => queueCreate(body),
  );

export const updateAnnotation = (id: string, body: UpdateAnnotationBody): Promise<void> =>
  orQueue(
    async () => void (await sendUpdate(id, body)),
    () => queueUpdate(id, body),
  );

export const deleteAnnotation = (id: string): Promise<void> =>
  orQueue(
    () => sendDelete(id),
    () => queueDelete(id),
  );
