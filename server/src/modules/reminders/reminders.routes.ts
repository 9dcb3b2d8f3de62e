import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../../../common/src/contracts/errors.ts';
import {
  PushPublicKeyResponse,
  PushSubscriptionBody,
  PushUnsubscribeBody,
  ReminderSettingsBody,
  ReminderSettingsResponse,
} from '../../../../common/src/contracts/reminders.ts';
import { userOf } from '../users/user-context.ts';
import { invalidUnsubscribe } from './reminders.errors.ts';
import type { RemindersService } from './reminders.service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody };
const UnsubscribeQuery = z.object({ token: z.string().max(200) });

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title} · Emmaus</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5">
<h1 style="font-size:1.4rem">${title}</h1>${body}
<p><a href="/">Open Emmaus</a></p></body></html>`;

/**
 * Push subscriptions, reminder settings (readers: anonymous or signed in, each their own), the VAPID
 * public key, and the e-mail's signed unsubscribe link (public: it needs no sign-in).
 */
export const registerRemindersRoutes = (
  app: FastifyInstance,
  reminders: RemindersService,
  verifyUnsubscribe: (token: string) => string | undefined,
): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/push/public-key',
    { config: { access: 'public' }, schema: { response: { 200: PushPublicKeyResponse } } },
    async () => reminders.publicKey(),
  );
  api.put(
    '/api/user/push-subscription',
    {
      config: { access: 'reader' },
      schema: { body: PushSubscriptionBody, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await reminders.subscribe(userOf(request), request.body);
      return reply.code(204).send(null);
    },
  );
  api.delete(
    '/api/user/push-subscription',
    {
      config: { access: 'reader' },
      schema: { body: PushUnsubscribeBody, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await reminders.unsubscribe(userOf(request), request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
  api.get(
    '/api/user/reminders',
    { config: { access: 'reader' }, schema: { response: { 200: ReminderSettingsResponse, ...errors } } },
    async (request) => reminders.settings(userOf(request)),
  );
  api.put(
    '/api/user/reminders',
    {
      config: { access: 'reader' },
      schema: { body: ReminderSettingsBody, response: { 200: ReminderSettingsResponse, ...errors } },
    },
    async (request) => reminders.saveSettings(userOf(request), request.body),
  );

  // The e-mail's link opens a page with a button (a mail scanner following links unsubscribes nobody);
  // the button, and a mail client's RFC 8058 one-click POST (`List-Unsubscribe=One-Click`, form-encoded),
  // unsubscribe. The token is signed: no sign-in is needed.
  void app.register(async (scoped) => {
    scoped.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );
    const routes = scoped.withTypeProvider<ZodTypeProvider>();
    routes.get(
      '/api/reminders/unsubscribe',
      {
        config: { access: 'public' },
        schema: { querystring: UnsubscribeQuery, response: { 200: z.string(), 400: ErrorBody } },
      },
      async (request, reply) => {
        if (!verifyUnsubscribe(request.query.token)) throw invalidUnsubscribe();
        const action = `/api/reminders/unsubscribe?token=${encodeURIComponent(request.query.token)}`;
        return reply.type('text/html; charset=utf-8').send(
          page(
            'Stop reminder e-mails?',
            `<p>You will no longer get your daily reading reminder by e-mail. Notifications on your devices stay as they are.</p>
<form method="post" action="${action}"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit" style="font-size:1rem;padding:.6rem 1.2rem">Stop the e-mails</button></form>`,
          ),
        );
      },
    );
    routes.post(
      '/api/reminders/unsubscribe',
      {
        config: { access: 'public' },
        schema: { querystring: UnsubscribeQuery, response: { 200: z.string(), 400: ErrorBody } },
      },
      async (request, reply) => {
        const userId = verifyUnsubscribe(request.query.token);
        if (!userId) throw invalidUnsubscribe();
        await reminders.stopEmail(userId);
        return reply
          .type('text/html; charset=utf-8')
          .send(
            page(
              'You will get no more reminder e-mails',
              '<p>You can turn reminders on again on your profile page in Emmaus.</p>',
            ),
          );
      },
    );
  });
};
