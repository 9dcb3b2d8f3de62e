// Highlights, notes and bookmarks made offline (issue 17): kept in localStorage as a list of changes,
// shown at once on top of what the server last said (the service worker's copy while offline), and
// sent in order when the connection is back — like the page-view queue (web/src/pwa/page-views.ts).
// Changes to an annotation made offline fold into its queued creation, so no change ever names an id
// the server has not given yet.
// Each change belongs to the reader who made it (issue 35): shown and sent only while that reader's id is
// the stored one, and sent with that id alone, so one reader's offline notes never appear for, or reach
// the server as, the next reader of this browser. Sign-out drops the reader's unsent changes.
import type {
  Annotation,
  CreateAnnotationBody,
  UpdateAnnotationBody,
} from '../../../common/src/contracts/annotations.ts';
import { currentUserId } from './client.ts';

export const OUTBOX_KEY = 'emmaus.pendingAnnotations';
const LOCAL = 'local-';

/**
 * `owner`: the X-User-ID stored when the change was made; null when the reader had none yet (a first
 * visit made offline), which the first id this browser is given takes over. Absent in changes queued
 * before owners were kept: they were made by the reader stored now.
 */
export type OutboxChange = { owner?: string | null } & (
  | { op: 'create'; local: Annotation }
  | { op: 'update'; id: string; body: UpdateAnnotationBody }
  | { op: 'delete'; id: string }
  // Issue 33: a chapter read or a memory verse reviewed offline, sent in order with the rest as a POST
  // of `body` to `path` (web/src/api/habits.ts).
  | { op: 'post'; path: string; body: unknown }
);

const ownedBy = (c: OutboxChange, reader: string | null): boolean =>
  c.owner === undefined || c.owner === null || c.owner === reader;

/** Every queued change, whoever made it. */
const readAll = (): OutboxChange[] => {
  try {
    const v = JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? (v as OutboxChange[]) : [];
  } catch {
    return [];
  }
};

/** The changes of the reader stored now: the only ones shown, counted or sent. */
const read = (reader: string | null = currentUserId()): OutboxChange[] =>
  readAll().filter((c) => ownedBy(c, reader));

const writeAll = (list: OutboxChange[]): void => {
  try {
    if (list.length === 0) localStorage.removeItem(OUTBOX_KEY);
    else localStorage.setItem(OUTBOX_KEY, JSON.stringify(list));
  } catch {
    // Storage refused: the change lives on this page only, as it would without the outbox.
  }
};

/** Replaces the current reader's changes, keeping any other reader's where they were. */
const write = (mine: OutboxChange[], reader: string | null = currentUserId()): void =>
  writeAll([...readAll().filter((c) => !ownedBy(c, reader)), ...mine]);

export const pendingAnnotationChanges = (): number => read().length;

/**
 * Sign-out: the signed-out reader's unsent changes leave this browser (and those made before any id,
 * which were shown as theirs); another reader's stay.
 */
export const dropChangesOf = (reader: string | null): void =>
  writeAll(readAll().filter((c) => !ownedBy(c, reader)));

const patch = (a: Annotation, body: UpdateAnnotationBody, now: string): Annotation => ({
  ...a,
  ...(body.verses !== undefined && { verses: body.verses }),
  ...(body.color !== undefined && { color: body.color }),
  ...(body.text !== undefined && { text: body.text }),
  updated_at: now,
});

/** Queues a new annotation; answers it as the reader will see it until the server has it. */
export const queueCreate = (body: CreateAnnotationBody, now = new Date().toISOString()): Annotation => {
  const local: Annotation = {
    id: `${LOCAL}${crypto.randomUUID()}`,
    kind: body.kind,
    bible_id: body.bible_id,
    book_id: body.book_id,
    chapter: body.chapter,
    verses: body.verses,
    color: body.color ?? null,
    text: body.text ?? null,
    created_at: now,
    updated_at: now,
  };
  write([...read(), { owner: currentUserId(), op: 'create', local }]);
  return local;
};

export const queueUpdate = (id: string, body: UpdateAnnotationBody, now = new Date().toISOString()): void => {
  const list = read();
  if (id.startsWith(LOCAL)) {
    write(
      list.map((c) =>
        c.op === 'create' && c.local.id === id ? { ...c, local: patch(c.local, body, now) } : c,
      ),
    );
    return;
  }
  write([...list, { owner: currentUserId(), op: 'update', id, body }]);
};

export const queueDelete = (id: string): void => {
  const list = read();
  // Made offline and removed offline: the server never needs to hear of it.
  if (id.startsWith(LOCAL)) {
    write(list.filter((c) => !(c.op === 'create' && c.local.id === id)));
    return;
  }
  write([
    ...list.filter((c) => c.op === 'create' || c.op === 'post' || c.id !== id),
    { owner: currentUserId(), op: 'delete', id },
  ]);
};

/** Queues a POST that is no annotation's (a reading, a review: web/src/api/habits.ts), in order. */
export const queuePost = (path: string, body: unknown): void => {
  write([...read(), { owner: currentUserId(), op: 'post', path, body }]);
};

/** The queued POSTs to paths under `prefix` (what the habits screens show before the server has them). */
export const pendingPosts = (prefix: string): { path: string; body: unknown }[] =>
  read().flatMap((c) =>
    c.op === 'post' && c.path.startsWith(prefix) ? [{ path: c.path, body: c.body }] : [],
  );

interface Where {
  bible_id: string;
  book_id: string;
  chapter: number;
}

/** The server's list with the queued changes on top (only `where`'s chapter, when given). */
export const withPending = (server: readonly Annotation[], where?: Where): Annotation[] => {
  let list = [...server];
  for (const c of read()) {
    if (c.op === 'create') {
      const a = c.local;
      if (
        !where ||
        (a.bible_id === where.bible_id && a.book_id === where.book_id && a.chapter === where.chapter)
      )
        list.push(a);
    } else if (c.op === 'update')
      list = list.map((a) => (a.id === c.id ? patch(a, c.body, a.updated_at) : a));
    else if (c.op === 'delete') list = list.filter((a) => a.id !== c.id);
  }
  return list;
};

/**
 * How the server is reached: injected so the queue's rules are tested without a network. `as`: the id
 * the change is sent with and no other (null: the change was made before this browser had an id, and
 * goes with the id it gets).
 */
export interface OutboxTransport {
  create(body: CreateAnnotationBody, as: string | null): Promise<unknown>;
  update(id: string, body: UpdateAnnotationBody, as: string | null): Promise<unknown>;
  remove(id: string, as: string | null): Promise<unknown>;
  /** Absent: queued POSTs wait for a transport that sends them. */
  post?(path: string, body: unknown, as: string | null): Promise<unknown>;
}

/** A failure of the network itself (offline, server unreachable), as opposed to a refusal. */
export const isNetworkFailure = (error: unknown): boolean => error instanceof TypeError;

/**
 * The id a change was sent with refused (401: an account's id whose session has ended): the change
 * stays for when that reader signs in again, never re-sent as someone else.
 */
const isIdentityRefused = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 401;

/**
 * The server asks to be sent it later (429: the address's annotation writes a minute, issue 35): the
 * change and those after it stay, in order, for the next flush, instead of being dropped as refused.
 */
const isRetryLater = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 429;

let flushing: Promise<number> | null = null;

/**
 * Sends the queued changes in order; answers how many reached the server. A network failure or a
 * 429 stops and keeps the rest for the next try; a refusal (a note too long, an annotation deleted
 * elsewhere, a reader's note text full) drops that change, as the same change made online would have.
 */
export const flushAnnotations = (transport: OutboxTransport): Promise<number> => {
  if (flushing) return flushing;
  flushing = (async () => {
    let sent = 0;
    // Only the reader stored when the flush began: a change of reader meanwhile stops it (the first id
    // this browser is given, answering the first change, is no change of reader).
    let reader = currentUserId();
    try {
      for (;;) {
        const now = currentUserId();
        if (now !== reader) {
          if (reader !== null) return sent;
          reader = now;
        }
        const next = read(reader)[0];
        if (!next) return sent;
        const as = next.owner ?? reader;
        try {
          if (next.op === 'create') {
            const { id, kind, bible_id, book_id, chapter, verses, color, text } = next.local;
            await transport.create(
              {
                kind,
                bible_id,
                book_id,
                chapter,
                verses,
                ...(color !== null && { color }),
                ...(text !== null && { text }),
                // Sent again after a lost answer (a reload, the connection dropping mid-way), the same
                // id finds the annotation the first try made: never two of the same note.
                client_id: id.slice(LOCAL.length),
              },
              as,
            );
          } else if (next.op === 'update') await transport.update(next.id, next.body, as);
          else if (next.op === 'delete') await transport.remove(next.id, as);
          else if (transport.post) await transport.post(next.path, next.body, as);
          else return sent;
          sent++;
        } catch (error) {
          if (isNetworkFailure(error) || isIdentityRefused(error) || isRetryLater(error)) return sent;
        }
        // Taken off only now, and by identity: a change queued meanwhile stays.
        const all = readAll();
        const at = all.findIndex((c) => JSON.stringify(c) === JSON.stringify(next));
        writeAll(all.filter((_, i) => i !== at));
      }
    } finally {
      flushing = null;
    }
  })();
  return flushing;
};
