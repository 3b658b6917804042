import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A real SMTP server on loopback for the tests that read what the API sends: any port, no TLS,
// each message kept raw in `received` (emptied by the test when it wants: `received.length = 0`).

export type ReceivedMail = { to: string[]; data: string };

export type MailCatcherOptions = {
  /** How the raw bytes are read: 'latin1' keeps a base64 attachment intact. */
  encoding?: BufferEncoding;
  /** How long the server takes to accept each message, in milliseconds. */
  delayMs?: number;
  /** An error answered instead of accepting the message, which is then not kept. */
  refuse?: () => Error | undefined;
};

export function mailCatcher(opts: MailCatcherOptions = {}) {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let data = '';
      stream.on('data', (c: Buffer) => {
        data += c.toString(opts.encoding);
      });
      stream.on('end', () => {
        const refused = opts.refuse?.();
        if (refused) return done(refused);
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        if (opts.delayMs) setTimeout(done, opts.delayMs);
        else done();
      });
    },
  });
  return {
    received,
    /** Starts listening; answers the API's `smtpUrl`. */
    async listen(): Promise<string> {
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
      const { port } = smtp.server.address() as AddressInfo;
      return `smtp://127.0.0.1:${port}?ignoreTLS=true`;
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
