import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The server sends every mail to the SMTP listener of the browser tests, which keeps each one as
 * an .eml file under E2E_DATA_DIR/mail/ (see playwright.config.ts).
 */
export function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see playwright.config.ts)');
  return join(dataDir, 'mail');
}

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

/** Splits a MIME entity into its (unfolded, lower-cased) headers and its raw body. */
function parseEntity(raw: string): MimePart {
  const text = raw.replace(/\r\n/g, '\n');
  const split = text.indexOf('\n\n');
  const head = split === -1 ? text : text.slice(0, split);
  const body = split === -1 ? '' : text.slice(split + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const char = joined[index]!;
    const hex = joined.slice(index + 1, index + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(part: MimePart): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

/** Every text of a message (all leaves of a multipart tree), decoded. */
function textsOf(part: MimePart): string[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    return part.body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      .flatMap((chunk) => textsOf(parseEntity(chunk.replace(/^\n/, ''))));
  }
  return [decodeBody(part)];
}

/** The 8-character reset code in a decoded mail text, if any. */
export function findResetCode(text: string): string | undefined {
  const plain = text.replace(/<[^>]+>/g, ' ');
  return (
    /r[ée]initialisation\s*:\s*([A-Z0-9]{8})\b/.exec(plain)?.[1] ??
    /\b([A-HJ-NP-Z2-9]{8})\b/.exec(
      plain
        .split(/r[ée]initialisation/)
        .slice(1)
        .join(' '),
    )?.[1]
  );
}

function addressedTo(headers: Map<string, string>, email: string): boolean {
  const to = `${headers.get('to') ?? ''} ${headers.get('cc') ?? ''}`.toLowerCase();
  return to.includes(email.toLowerCase());
}

/** The 4-digit code of a validation mail (recovery email), if any. */
function findValidationCode(text: string): string | undefined {
  return /validation\s*:\s*(?:<[^>]+>)?\s*(\d{4})\b/.exec(text)?.[1];
}

/** The reset code of the newest reset mail sent to `email`, waiting for it to arrive. */
export function readResetCode(email: string, timeoutMs = 10_000): Promise<string> {
  return readCode(email, findResetCode, 'reset', timeoutMs);
}

/** The code of the newest validation mail sent to `email` (a recovery address), waiting for it. */
export function readValidationCode(email: string, timeoutMs = 10_000): Promise<string> {
  return readCode(email, findValidationCode, 'validation', timeoutMs);
}

async function readCode(
  email: string,
  find: (text: string) => string | undefined,
  kind: string,
  timeoutMs: number,
): Promise<string> {
  let code: string | undefined;
  await findMail(
    (mail) => {
      if (!addressedTo(mail.headers, email)) return false;
      code = mail.texts.map(find).find((candidate) => candidate !== undefined);
      return code !== undefined;
    },
    `${kind} mail for ${email}`,
    timeoutMs,
  );
  return code!;
}

/** A received mail: its (lower-cased) headers and every text part, decoded. */
export interface ReceivedMail {
  headers: Map<string, string>;
  texts: string[];
}

/** The newest mail that `match` accepts, waiting for it to arrive. */
export async function findMail(
  match: (mail: ReceivedMail) => boolean,
  what = 'mail',
  timeoutMs = 10_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let names: string[] = [];
    try {
      names = (await readdir(outboxDir())).filter((name) => name.endsWith('.eml'));
    } catch {
      // No mail yet: the directory is created with the first one.
    }
    // Names start with an ISO timestamp: newest first.
    for (const name of names.sort().reverse()) {
      const message = parseEntity(await readFile(join(outboxDir(), name), 'utf8'));
      const mail = { headers: message.headers, texts: textsOf(message) };
      if (match(mail)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no ${what} in ${outboxDir()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
