import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message a local SMTP server received: its recipients and the raw message as sent. */
export interface ReceivedMail {
  to: string;
  raw: string;
}

/**
 * A local SMTP server on 127.0.0.1 (no TLS, no auth) that keeps every message it receives, for the
 * e-mail tests (reminders, publisher-request decisions). `url` is what SMTP_URL would say.
 */
export const startSmtpSink = async () => {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        received.push({ to, raw: Buffer.concat(chunks).toString('utf8') });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    /** Stops listening (a mail server gone down); a second call does nothing. */
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
