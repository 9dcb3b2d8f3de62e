// Issue 33: the reader's reminder settings and this browser's Web Push subscription (the server's
// /api/user/reminders, /api/user/push-subscription and /api/push/public-key).
import { queryOptions } from '@tanstack/react-query';
import type {
  ReminderSettingsBody,
  ReminderSettingsResponse,
} from '../../../common/src/contracts/reminders.ts';
import { apiRequest, errorOf, getJson, putJson } from './client.ts';

export const remindersQuery = () =>
  queryOptions({
    queryKey: ['user', 'reminders'],
    queryFn: () => getJson<ReminderSettingsResponse>('/api/user/reminders', 'Reminders'),
  });

export const saveReminders = (body: ReminderSettingsBody) =>
  putJson<ReminderSettingsResponse>('/api/user/reminders', body, 'Save reminders');

export const pushPublicKey = async (): Promise<string> => {
  const res = await getJson<{ public_key: string }>('/api/push/public-key', 'Notifications');
  if (!res) throw new Error('The server has no key for notifications.');
  return res.public_key;
};

/** Tells the server where to send this reader's notifications (the browser's PushSubscription JSON). */
export const savePushSubscription = async (subscription: PushSubscriptionJSON): Promise<void> => {
  const res = await apiRequest('/api/user/push-subscription', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(subscription),
  });
  if (!res.ok) throw await errorOf(res, 'Notifications');
};
