import nodemailer from 'nodemailer';

// The one way out to e-mail (SMTP_URL): the reading reminders and the publisher-request decisions
// send through it, over one pooled connection set, closed once when the app closes.

export interface MailConfig {
  /** SMTP_URL: smtp://user:pass@host:port or smtps://… */
  smtpUrl: string;
  /** MAIL_FROM: "Emmaus <reminders@example.org>" */
  from: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text, always: what every mail client can read. */
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

/** What modules are given (ModuleContext.mail): sending, and nothing of SMTP itself. */
export interface MailSender {
  send: (message: MailMessage) => Promise<void>;
  close: () => void;
}

export const createSmtpMail = (config: MailConfig): MailSender => {
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    send: async (message) => {
      await transport.sendMail({ from: config.from, ...message });
    },
    close: () => transport.close(),
  };
};
