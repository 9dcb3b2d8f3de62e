import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NotificationPayload } from '../../../../common/src/contracts/reminders.ts';
import type { MailSender } from '../../adapters/mail/smtp-mail.ts';

export interface ReminderMail {
  to: string;
  payload: NotificationPayload;
  /** Absolute links: the passage, and the signed one-click unsubscribe address. */
  link: string;
  unsubscribe: string;
}

/** The daily reminder as plain, readable text (and the same in simple HTML), with RFC 8058 headers. */
export const createMailer = (sender: MailSender) => {
  return {
    send: async (message: ReminderMail): Promise<void> => {
      const text = [
        message.payload.title,
        '',
        message.payload.body,
        '',
        `Open it: ${message.link}`,
        '',
        '—',
        'You asked Emmaus for a daily reading reminder.',
        `Stop these e-mails: ${message.unsubscribe}`,
      ].join('\n');
      const esc = (s: string) =>
        s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
      const html = `<p style="font-size:18px"><strong>${esc(message.payload.title)}</strong></p>
<p>${esc(message.payload.body)}</p>
<p><a href="${esc(message.link)}">Open it in Emmaus</a></p>
<p style="color:#666;font-size:13px">You asked Emmaus for a daily reading reminder.
<a href="${esc(message.unsubscribe)}">Stop these e-mails</a>.</p>`;
      await sender.send({
        to: message.to,
        subject: message.payload.title,
        text,
        html,
        headers: {
          'List-Unsubscribe': `<${message.unsubscribe}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    },
  };
};

export type Mailer = ReturnType<typeof createMailer>;

/**
 * Signed unsubscribe tokens: `<user id>.<hmac>` under the server's secret, with a purpose of its own so a
 * token signs nothing else. They need no sign-in and do not expire (an old e-mail's link still works).
 */
export const createUnsubscribeSigner = (secret: string) => {
  const mac = (userId: string) =>
    createHmac('sha256', secret).update(`reminders-email-unsubscribe:${userId}`).digest('base64url');
  return {
    tokenFor: (userId: string) => `${userId}.${mac(userId)}`,
    verify: (token: string): string | undefined => {
      const [userId, sig] = token.split('.');
      if (!userId || !sig || !/^[0-9a-f-]{36}$/i.test(userId)) return undefined;
      const want = Buffer.from(mac(userId));
      const got = Buffer.from(sig);
      return want.length === got.length && timingSafeEqual(want, got) ? userId : undefined;
    },
  };
};
