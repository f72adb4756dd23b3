// What the benches' SMTP servers read of a message: its header block, and one header's value.

/** Resolves with the header block of the message `stream` carries (smtp-server's onData stream). */
export function readMailHead(stream) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('error', reject);
    stream.on('end', () =>
      resolve(
        Buffer.concat(chunks)
          .toString('utf8')
          .split(/\r?\n\r?\n/)[0] ?? '',
      ),
    );
  });
}

/** The first value of header `name` in a header block, or undefined. */
export function mailHeader(head, name) {
  return new RegExp(`^${name}:\\s*(\\S+)`, 'im').exec(head)?.[1];
}
