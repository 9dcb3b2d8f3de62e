import { createHmac } from 'node:crypto';
import { isIPv4 } from 'node:net';
import type { AnalyticsRepository, CounterKey } from './analytics.repository.ts';

/**
 * How much of a church's figures one sender can move in a day (issue 37: a burst of 5,850 events from
 * one client counted in full). A "sender" is the client address and, when the request carries a valid
 * reader id, that reader too; an event counts only while every one of its senders is within its bound,
 * so neither rotating reader ids behind one address nor rotating addresses with one id adds more.
 *
 * - a day of a study opened (reading_plan_step): once per plan day, sender and day; the report counts
 *   only the study's own days, so one sender adds at most the study's length a day, what one reader who
 *   read the whole study that day would;
 * - a view of a church's page: a few per church, sender and day (a reader who comes back to it).
 *
 * The price: readers sharing one address (a household, a church's wifi) who open the same day or page
 * on the same day count once (or a few times); an undercount nobody can turn into an overcount.
 */
export const CHURCH_PAGE_VIEWS_PER_SENDER_DAY = 3;

/** Days an event may be back-dated (analytics.service.ts eventDay), plus today: what is seen is kept so long. */
export const SEEN_DAYS = 8;

/** The bound of a counter, or undefined for counters no church's figures read (paths, navigation). */
const boundOf = (c: CounterKey): { scope: string; max: number } | undefined => {
  if (c.name === 'reading_plan_step') return { scope: `step ${c.planId} ${c.step}`, max: 1 };
  if (c.name === 'church_page_view')
    return { scope: `church ${c.churchId}`, max: CHURCH_PAGE_VIEWS_PER_SENDER_DAY };
  return undefined;
};

/**
 * The client address as a sender: an IPv4 address as is, an IPv6 one by its /64, the network one
 * subscriber is given, whose addresses they can rotate at will.
 */
export const addressSender = (ip: string): string => {
  const bare = ip.split('%')[0] ?? '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1];
  if (mapped) return `ip ${mapped}`;
  if (isIPv4(bare) || !bare.includes(':')) return `ip ${bare}`;
  const [head = '', tail] = bare.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? front
      : [...front, ...Array(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  const prefix = groups.slice(0, 4).map((g) => (Number.parseInt(g, 16) || 0).toString(16));
  return `ip ${prefix.join(':')}::/64`;
};

/**
 * Keeps of `counters` those within their senders' bounds, remembering what was counted in the
 * `analytics_seen` table (one statement, so instances sharing PostgreSQL agree, and one query on the
 * embedded database). Only a keyed hash of day, sender and counter is stored (HMAC with the server's
 * secret), so the table can tell a replay from a first view but names no reader, address or plan.
 */
export const createSeenBounds =
  (secret: string, see: AnalyticsRepository['see']) =>
  async (counters: CounterKey[], senders: readonly string[]): Promise<CounterKey[]> => {
    const keysOf = new Map<CounterKey, { key: string; max: number }[]>();
    const demand = new Map<string, { day: string; count: number; max: number }>();
    for (const c of counters) {
      const bound = boundOf(c);
      if (!bound) continue;
      const keys = senders.map((sender) => ({
        key: createHmac('sha256', secret)
          .update(`analytics-seen\n${c.day}\n${sender}\n${bound.scope}`)
          .digest('base64url')
          .slice(0, 22),
        max: bound.max,
      }));
      keysOf.set(c, keys);
      for (const { key, max } of keys) {
        const d = demand.get(key) ?? { day: c.day, count: 0, max };
        // What one request asks beyond the bound can never count: not added, the count stays small.
        d.count = Math.min(d.count + 1, max);
        demand.set(key, d);
      }
    }
    if (demand.size === 0) return counters;
    const after = await see([...demand].map(([key, d]) => ({ day: d.day, key, count: d.count })));
    // Room left for this request: the bound less what was counted before it.
    const room = new Map<string, number>();
    for (const [key, d] of demand)
      room.set(key, Math.max(0, d.max - ((after.get(key) ?? d.count) - d.count)));
    return counters.filter((c) => {
      const keys = keysOf.get(c);
      if (!keys) return true;
      if (keys.some(({ key }) => (room.get(key) ?? 0) <= 0)) return false;
      for (const { key } of keys) room.set(key, (room.get(key) ?? 0) - 1);
      return true;
    });
  };
