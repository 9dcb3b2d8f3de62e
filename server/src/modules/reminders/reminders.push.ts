import webpush from 'web-push';
import type { NotificationPayload } from '../../../../common/src/contracts/reminders.ts';
import type { SafeFetcher } from '../../adapters/web-fetch/web-fetch.ts';
import { JobFailure } from '../../jobs/job-types.ts';
import type { VapidKeys } from './reminders.vapid.ts';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushOutcome = 'sent' | 'gone';

/** A day's reminder is worth little the next day: the push service may drop it after this long. */
const TTL_SECONDS = 12 * 60 * 60;

/**
 * Encrypts and signs one notification with web-push's generateRequestDetails() and sends it through the
 * safe fetcher, so the endpoint a browser gave us is held to the outbound address policy on the way out
 * (web-push's own sendNotification would connect anywhere). 404/410: the subscription is gone; 429 and
 * 5xx: try again later (the job's backoff); other refusals are not retried.
 */
export const sendPush = async (
  fetcher: SafeFetcher,
  vapid: VapidKeys & { subject: string },
  target: PushTarget,
  payload: NotificationPayload,
  signal?: AbortSignal,
): Promise<PushOutcome> => {
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: vapid,
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
    },
  );
  const headers = Object.fromEntries(
    Object.entries(details.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
  );
  const body = details.body ?? Buffer.alloc(0);
  const { status } = await fetcher.post(details.endpoint, {
    headers: { ...headers, 'content-length': String(body.length) },
    body,
    ...(signal ? { signal } : {}),
  });
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  if (status === 429 || status >= 500)
    throw new JobFailure('push_unavailable', `push service answered ${status}`);
  throw new JobFailure('push_refused', `push service answered ${status}`, false);
};
