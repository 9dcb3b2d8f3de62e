import type { ModuleContext } from '../module-context.ts';
import { createDecisionMailer } from './publisher-requests.email.ts';
import { createPublisherRequestsRepository } from './publisher-requests.repository.ts';
import { registerPublisherRequestRoutes } from './publisher-requests.routes.ts';
import { createPublisherRequestsService, type RequestUsers } from './publisher-requests.service.ts';

/** Publisher access on request (issue 34): readers ask, admins decide (the admin module's routes). */
export const wirePublisherRequests = (ctx: ModuleContext, deps: { users: RequestUsers }) => {
  // A decision is told by e-mail too when an SMTP server is configured (SMTP_URL, shared with the reminders).
  const tell =
    ctx.mail && ctx.config.publicUrl ? createDecisionMailer(ctx.mail, ctx.config.publicUrl) : undefined;
  const requests = createPublisherRequestsService({
    repo: createPublisherRequestsRepository(ctx.db),
    users: deps.users,
    autoApprove: ctx.config.publisherAutoApprove ?? false,
    tell,
    logAutoApproval: ({ before, after }) =>
      ctx.events.emit('instanceAction', {
        action: 'publisher_request.approve',
        target: `publisher_request:${after.id}`,
        subjectUserId: after.user_id,
        before,
        after,
      }),
  });
  ctx.userData.register(requests);
  registerPublisherRequestRoutes(ctx.app, requests);
  return { requests };
};
