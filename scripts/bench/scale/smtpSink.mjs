// The firm's mail server for the scale-out test: accepts every message (smtp-server, plain SMTP on
// loopback) and counts the copies of each submission by its X-Submission-Id header.
import { SMTPServer } from 'smtp-server';
import { mailHeader, readMailHead } from '../mailHead.mjs';

export async function startSmtpSink(port, host = '127.0.0.1') {
  /** X-Submission-Id → copies received */
  const copies = new Map();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 200,
    onData(stream, _session, callback) {
      readMailHead(stream).then((head) => {
        const ref = mailHeader(head, 'X-Submission-Id') ?? '(none)';
        copies.set(ref, (copies.get(ref) ?? 0) + 1);
        callback(null, 'Queued');
      }, callback);
    },
  });
  server.on('error', () => undefined); // a worker dropping its connection is not the sink's failure
  await new Promise((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    url: `smtp://${host}:${port}`,
    copies,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
