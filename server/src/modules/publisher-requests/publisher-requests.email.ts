import type { PublisherRequest } from '../../../../common/src/contracts/publisher-requests.ts';
import type { MailSender } from '../../adapters/mail/smtp-mail.ts';
import type { TellDecision } from './publisher-requests.service.ts';

/** The words of a decision's e-mail: what was decided, the reason, and where to go next. */
export const decisionMail = (request: PublisherRequest, publicUrl: string) => {
  const dashboard = `${publicUrl.replace(/\/+$/, '')}/dashboard`;
  const approved = request.status === 'approved';
  const subject = approved
    ? 'Your publisher access on Emmaus is ready'
    : 'About your request for publisher access on Emmaus';
  const lines = approved
    ? [
        `Hello ${request.name},`,
        '',
        `Your request for publisher access for ${request.church_name} was approved.`,
        ...(request.reason ? ['', request.reason] : []),
        '',
        `Open the dashboard to set up your church and its sermons: ${dashboard}`,
      ]
    : [
        `Hello ${request.name},`,
        '',
        `Your request for publisher access for ${request.church_name} was declined.`,
        ...(request.reason ? ['', `The reason given: ${request.reason}`] : []),
        '',
        `You can ask again from the dashboard: ${dashboard}`,
      ];
  return { subject, text: [...lines, '', '—', 'Emmaus'].join('\n') };
};

/**
 * Tells the reader of an admin's decision by e-mail (issue 34: "and by e-mail when SMTP_URL is set"),
 * through the same SMTP server as the reading reminders. Plain text: nothing the reader typed is
 * interpreted as markup. A request whose account has no address is told on the next visit only.
 */
export const createDecisionMailer =
  (mail: MailSender, publicUrl: string): TellDecision =>
  async (request) => {
    if (!request.email || request.status === 'pending') return;
    await mail.send({ to: request.email, ...decisionMail(request, publicUrl) });
  };
