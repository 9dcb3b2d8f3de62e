// Highlights, notes and bookmarks made offline (issue 17): kept in localStorage as a list of changes,
// shown at once on top of what the server last said (the service worker's copy while offline), and
// sent in order when the connection is back — like the page-view queue (web/src/pwa/page-views.ts).
// Changes to an annotation made offline fold into its queued creation, so no change ever names an id
// the server has not given yet.
import type {
  Annotation,
  CreateAnnotationBody,
  UpdateAnnotationBody,
} from '../../../common/src/contracts/annotations.ts';

export const OUTBOX_KEY = 'emmaus.pendingAnnotations';
const LOCAL = 'local-';

export type OutboxChange =
  | { op: 'create'; local: Annotation }
  | { op: 'update'; id: string; body: UpdateAnnotationBody }
  | { op: 'delete'; id: string };

const read = (): OutboxChange[] => {
  try {
    const v = JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? (v as OutboxChange[]) : [];
  } catch {
    return [];
  }
};

const write = (list: OutboxChange[]): void => {
  try {
    if (list.length === 0) localStorage.removeItem(OUTBOX_KEY);
    else localStorage.setItem(OUTBOX_KEY, JSON.stringify(list));
  } catch {
    // Storage refused: the change lives on this page only, as it would without the outbox.
  }
};

export const pendingAnnotationChanges = (): number => read().length;

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
  write([...read(), { op: 'create', local }]);
  return local;
};

export const queueUpdate = (id: string, body: UpdateAnnotationBody, now = new Date().toISOString()): void => {
  const list = read();
  if (id.startsWith(LOCAL)) {
    write(
      list.map((c) =>
        c.op === 'create' && c.local.id === id ? { op: c.op, local: patch(c.local, body, now) } : c,
      ),
    );
    return;
  }
  write([...list, { op: 'update', id, body }]);
};

export const queueDelete = (id: string): void => {
  const list = read();
  // Made offline and removed offline: the server never needs to hear of it.
  if (id.startsWith(LOCAL)) {
    write(list.filter((c) => !(c.op === 'create' && c.local.id === id)));
    return;
  }
  write([...list.filter((c) => c.op === 'create' || c.id !== id), { op: 'delete', id }]);
};

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
    else list = list.filter((a) => a.id !== c.id);
  }
  return list;
};

/** How the server is reached: injected so the queue's rules are tested without a network. */
export interface OutboxTransport {
  create(body: CreateAnnotationBody): Promise<unknown>;
  update(id: string, body: UpdateAnnotationBody): Promise<unknown>;
  remove(id: string): Promise<unknown>;
}

/** A failure of the network itself (offline, server unreachable), as opposed to a refusal. */
export const isNetworkFailure = (error: unknown): boolean => error instanceof TypeError;

let flushing: Promise<number> | null = null;

/**
 * Sends the queued changes in order; answers how many reached the server. A network failure stops
 * and keeps the rest for the next try; a refusal (a note too long, an annotation deleted elsewhere)
 * drops that change, as the same change made online would have failed.
 */
export const flushAnnotations = (transport: OutboxTransport): Promise<number> => {
  if (flushing) return flushing;
  flushing = (async () => {
    let sent = 0;
    try {
      for (;;) {
        const next = read()[0];
        if (!next) return sent;
        try {
          if (next.op === 'create') {
            const { id, kind, bible_id, book_id, chapter, verses, color, text } = next.local;
            await transport.create({
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
            });
          } else if (next.op === 'update') await transport.update(next.id, next.body);
          else await transport.remove(next.id);
          sent++;
        } catch (error) {
          if (isNetworkFailure(error)) return sent;
        }
        // Taken off only now, and by identity: a change queued meanwhile stays.
        write(read().filter((c, i) => i !== 0 || JSON.stringify(c) !== JSON.stringify(next)));
      }
    } finally {
      flushing = null;
    }
  })();
  return flushing;
};
