import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The server writes each mail as an .eml file under DATA_DIR/mail/ when no SMTP server is
 * configured; the Playwright config exports that directory as E2E_DATA_DIR.
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

function addressedTo(part: MimePart, email: string): boolean {
  const to = `${part.headers.get('to') ?? ''} ${part.headers.get('cc') ?? ''}`.toLowerCase();
  return to.includes(email.toLowerCase());
}

/**
 * The reset code of the newest reset mail sent to `email`, waiting for it to arrive (the
 * server writes the file right after answering).
 */
export async function readResetCode(email: string, timeoutMs = 10_000): Promise<string> {
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
      if (!addressedTo(message, email)) continue;
      const code = textsOf(message)
        .map(findResetCode)
        .find((candidate) => candidate !== undefined);
      if (code) return code;
    }
    if (Date.now() > deadline) throw new Error(`no reset mail for ${email} in ${outboxDir()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
