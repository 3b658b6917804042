import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

/*
 * A local SMTP server for the browser journeys (issue 24): the product started by
 * scripts/e2e-server.mjs sends its mails here over real SMTP (SMTP_URL), as it would to a
 * provider; a journey reads what arrived for an address on SINK_HTTP_PORT:
 * GET /messages?to=<address> answers the raw messages (RFC 5322), oldest first. It keeps them in
 * memory for the server's life.
 */

const smtpPort = Number(process.env.SINK_SMTP_PORT);
const httpPort = Number(process.env.SINK_HTTP_PORT);
if (!smtpPort || !httpPort) throw new Error('SINK_SMTP_PORT and SINK_HTTP_PORT are required');

const received: { to: string[]; raw: string; at: string }[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, done) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        raw: Buffer.concat(chunks).toString('utf8'),
        at: new Date().toISOString(),
      });
      done();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname !== '/messages') {
    response.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  const messages = received.filter((m) => !to || m.to.includes(to));
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ messages }));
});
http.listen(httpPort, '127.0.0.1');

const stop = () => {
  smtp.close();
  http.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
