import { beforeEach, describe, expect, it } from 'vitest';
import type { Annotation, CreateAnnotationBody } from '../../../common/src/contracts/annotations.ts';
import {
  dropChangesOf,
  flushAnnotations,
  OUTBOX_KEY,
  type OutboxTransport,
  pendingAnnotationChanges,
  pendingPosts,
  queueCreate,
  queueDelete,
  queuePost,
  queueUpdate,
  withPending,
} from './annotation-outbox.ts';

// A Map standing in for the browser's localStorage (the web tests run in Node).
const store = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  },
});

const at = { bible_id: 'eng-web', book_id: 'JHN', chapter: 3 };
const onServer = (id: string, kind: Annotation['kind'], verses: number[], extra: Partial<Annotation> = {}) =>
  ({
    id,
    kind,
    ...at,
    verses,
    color: null,
    text: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...extra,
  }) satisfies Annotation;

/** Records every call; `down` makes the next calls fail as fetch does offline. */
const fakeServer = () => {
  const calls: string[] = [];
  let down = false;
  const net = async (call: string) => {
    if (down) throw new TypeError('Failed to fetch');
    calls.push(call);
  };
  const transport: OutboxTransport = {
    create: (body: CreateAnnotationBody) =>
      net(`POST ${body.kind} ${body.verses} ${body.text ?? body.color ?? ''}`),
    update: (id, body) => net(`PUT ${id} ${JSON.stringify(body)}`),
    remove: (id) => net(`DELETE ${id}`),
  };
  return { calls, transport, setDown: (d: boolean) => (down = d) };
};

beforeEach(() => store.clear());

describe('annotations changed offline', () => {
  it('show at once on top of the server’s list, in their chapter only', () => {
    const server = [onServer('a', 'highlight', [16], { color: 'yellow' }), onServer('b', 'bookmark', [1])];
    queueCreate({ ...at, kind: 'note', verses: [3], text: 'born from above' });
    queueCreate({ ...at, chapter: 4, kind: 'bookmark', verses: [1] });
    queueUpdate('a', { color: 'green' });
    queueDelete('b');
    const shown = withPending(server, at);
    expect(shown.map((a) => [a.kind, a.verses, a.color ?? a.text])).toEqual([
      ['highlight', [16], 'green'],
      ['note', [3], 'born from above'],
    ]);
    expect(withPending([])).toHaveLength(2); // /my-notes sees both new ones
  });

  it('fold later changes into a queued creation, and a creation removed offline is never sent', async () => {
    const note = queueCreate({ ...at, kind: 'note', verses: [3], text: 'first' });
    queueUpdate(note.id, { text: 'second' });
    const mark = queueCreate({ ...at, kind: 'bookmark', verses: [5] });
    queueDelete(mark.id);
    expect(pendingAnnotationChanges()).toBe(1);
    const { calls, transport } = fakeServer();
    expect(await flushAnnotations(transport)).toBe(1);
    expect(calls).toEqual(['POST note 3 second']);
    expect(store.has(OUTBOX_KEY)).toBe(false);
  });

  it('send queued readings and reviews (issue 33) in order with the notes, and keep them offline', async () => {
    queuePost('/api/user/reading', { book_id: 'JHN', chapter: 1 });
    queueCreate({ ...at, kind: 'bookmark', verses: [16] });
    queuePost('/api/user/memory-verses/abc/review', { grade: 'good' });
    expect(withPending([])).toHaveLength(1); // only the bookmark is an annotation
    expect(pendingPosts('/api/user/memory-verses/')).toEqual([
      { path: '/api/user/memory-verses/abc/review', body: { grade: 'good' } },
    ]);
    const order: string[] = [];
    let offline = true;
    const transport: OutboxTransport = {
      create: async (body) => void order.push(`create ${body.kind}`),
      update: async () => {},
      remove: async () => {},
      post: async (path) => {
        if (offline) throw new TypeError('Failed to fetch');
        order.push(`post ${path}`);
      },
    };
    expect(await flushAnnotations(transport)).toBe(0);
    expect(pendingAnnotationChanges()).toBe(3);
    offline = false;
    expect(await flushAnnotations(transport)).toBe(3);
    expect(order).toEqual([
      'post /api/user/reading',
      'create bookmark',
      'post /api/user/memory-verses/abc/review',
    ]);
    expect(pendingPosts('/api/user/')).toEqual([]);
  });

  it('name each creation by its local id, so a resend after a lost answer cannot make a second one', async () => {
    const note = queueCreate({ ...at, kind: 'note', verses: [3], text: 'on the bus' });
    const sent: (string | undefined)[] = [];
    const transport: OutboxTransport = {
      create: async (body) => {
        sent.push(body.client_id);
        // The server made it but the answer never came back: the change stays queued.
        if (sent.length === 1) throw new TypeError('Failed to fetch');
      },
      update: async () => {},
      remove: async () => {},
    };
    expect(await flushAnnotations(transport)).toBe(0);
    expect(await flushAnnotations(transport)).toBe(1);
    expect(sent).toEqual([note.id.replace(/^local-/, ''), note.id.replace(/^local-/, '')]);
    expect(sent[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('are sent in order; a network failure keeps the rest, a refusal drops only that change', async () => {
    queueUpdate('a', { text: 'edited' });
    queueDelete('b');
    queueCreate({ ...at, kind: 'highlight', verses: [16], color: 'blue' });
    const { calls, transport, setDown } = fakeServer();
    setDown(true);
    expect(await flushAnnotations(transport)).toBe(0);
    expect(pendingAnnotationChanges()).toBe(3);
    setDown(false);
    const refusing: OutboxTransport = {
      ...transport,
      remove: async () => {
        throw new Error('Annotation could not be deleted');
      },
    };
    expect(await flushAnnotations(refusing)).toBe(2);
    expect(calls).toEqual(['PUT a {"text":"edited"}', 'POST highlight 16 blue']);
    expect(pendingAnnotationChanges()).toBe(0);
  });

  it('a deletion replaces edits still waiting for the same annotation', async () => {
    queueUpdate('a', { text: 'edited' });
    queueDelete('a');
    const { calls, transport } = fakeServer();
    await flushAnnotations(transport);
    expect(calls).toEqual(['DELETE a']);
  });
});

// Issue 35: the browser is shared; each change is its reader's alone.
describe('annotations changed offline by one reader', () => {
  const USER_KEY = 'emmaus.userId';
  const as = (id: string | null) => (id ? store.set(USER_KEY, id) : store.delete(USER_KEY));

  it('are neither shown to nor counted for the next reader of the browser', () => {
    as('reader-a');
    queueCreate({ ...at, kind: 'note', verses: [3], text: 'private to A' });
    queueUpdate('a', { text: 'A edits' });
    as(null);
    expect(withPending([])).toEqual([]);
    expect(pendingAnnotationChanges()).toBe(0);
    as('reader-b');
    expect(withPending([onServer('a', 'note', [1], { text: 'B' })]).map((a) => a.text)).toEqual(['B']);
    // B's own change is B's; A's stay A's.
    queueCreate({ ...at, kind: 'bookmark', verses: [9] });
    expect(withPending([]).map((a) => a.kind)).toEqual(['bookmark']);
    as('reader-a');
    expect(withPending([]).map((a) => a.text)).toEqual(['private to A']);
  });

  it('are sent with their reader’s id only, and never while another reader is stored', async () => {
    as('reader-a');
    queueCreate({ ...at, kind: 'note', verses: [3], text: 'by A' });
    as('reader-b');
    queueCreate({ ...at, kind: 'note', verses: [4], text: 'by B' });
    const seen: string[] = [];
    const transport: OutboxTransport = {
      create: async (body, id) => void seen.push(`${id} ${body.text}`),
      update: async () => {},
      remove: async () => {},
    };
    expect(await flushAnnotations(transport)).toBe(1);
    expect(seen).toEqual(['reader-b by B']);
    as('reader-a');
    expect(await flushAnnotations(transport)).toBe(1);
    expect(seen).toEqual(['reader-b by B', 'reader-a by A']);
  });

  it('stay queued when their reader’s id is refused (a session ended), never re-sent as another', async () => {
    as('reader-a');
    queueCreate({ ...at, kind: 'note', verses: [3], text: 'by A' });
    const refused: OutboxTransport = {
      create: async () => {
        throw Object.assign(new Error('Sign in'), { status: 401 });
      },
      update: async () => {},
      remove: async () => {},
    };
    expect(await flushAnnotations(refused)).toBe(0);
    expect(pendingAnnotationChanges()).toBe(1);
  });

  it('stay queued, in order, when the server asks for them later (429 annotation.too_many_writes)', async () => {
    as('reader-a');
    queueCreate({ ...at, kind: 'note', verses: [3], text: 'first' });
    queueCreate({ ...at, kind: 'note', verses: [4], text: 'second' });
    const sent: string[] = [];
    let busy = true;
    const transport: OutboxTransport = {
      create: async (body) => {
        if (busy) throw Object.assign(new Error('Too many'), { status: 429 });
        sent.push(String(body.text));
      },
      update: async () => {},
      remove: async () => {},
    };
    expect(await flushAnnotations(transport)).toBe(0);
    expect(pendingAnnotationChanges()).toBe(2);
    busy = false;
    expect(await flushAnnotations(transport)).toBe(2);
    expect(sent).toEqual(['first', 'second']);
  });

  it('leave the browser on sign-out, another reader’s staying', () => {
    as('reader-b');
    queueCreate({ ...at, kind: 'note', verses: [4], text: 'by B' });
    as('reader-a');
    queueCreate({ ...at, kind: 'note', verses: [3], text: 'by A' });
    dropChangesOf('reader-a');
    expect(pendingAnnotationChanges()).toBe(0);
    as('reader-b');
    expect(withPending([]).map((a) => a.text)).toEqual(['by B']);
  });
});
