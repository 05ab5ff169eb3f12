// A real SMTP server on loopback for the browser tests: the app sends every mail through it
// (SMTP_URL), and it keeps each message as an .eml file in E2E_MAIL_DIR, where the tests read
// codes the way a user reads their inbox.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.E2E_SMTP_PORT ?? 4321);
const dir = process.env.E2E_MAIL_DIR;
if (!dir) throw new Error('E2E_MAIL_DIR is not set');
await mkdir(dir, { recursive: true });

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      // Named like the app's own outbox: an ISO time first, so a sort puts the newest last.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      writeFile(join(dir, name), Buffer.concat(chunks)).then(() => callback(), callback);
    });
  },
});
server.listen(port, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
