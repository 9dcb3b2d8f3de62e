import type { MailSender } from '../../adapters/mail/smtp-mail.ts';
import type { TellOwners } from './churches.service.ts';

/** The words of the e-mail a church's owners get when someone asks to join (issue 36). */
export const joinRequestMail = (
  church: { id: number; name: string },
  requesterEmail: string | null,
  publicUrl: string,
) => {
  const community = `${publicUrl.replace(/\/+$/, '')}/dashboard/${church.id}/community`;
  const who = requesterEmail ?? 'A reader';
  return {
    subject: `${who} asked to join ${church.name} on Emmaus`,
    text: [
      'Hello,',
      '',
      `${who} asked to join ${church.name} on Emmaus.`,
      '',
      `Approve them as a member or a publisher, or decline, on the church's Community page: ${community}`,
      '',
      '—',
      'Emmaus',
    ].join('\n'),
  };
};

/** Sends it to each owner, through the one SMTP sender (plain text: nothing anyone typed is markup). */
export const createJoinMailer =
  (mail: MailSender, publicUrl: string): TellOwners =>
  async (church, ownerEmails, requesterEmail) => {
    const message = joinRequestMail(church, requesterEmail, publicUrl);
    for (const to of ownerEmails) await mail.send({ to, ...message });
  };
