import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

/** One raw HTTP exchange: the path goes on the wire as written (no re-encoding). */
export interface RawRequest {
  method: string;
  /** Path and query string exactly as sent; may be invalid percent-encoding on purpose. */
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body as JSON, or undefined when it is not JSON. */
  json: unknown;
}

/** The connection failed, closed without a whole answer, or the answer took too long. */
export class TransportError extends Error {
  override name = 'TransportError';
}

export const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Sends one request on a connection of its own (no keep-alive: a socket the server closes after a
 * refusal must not be reused by the next request) and waits for the whole answer.
 */
export function send(port: number, raw: RawRequest, timeoutMs = REQUEST_TIMEOUT_MS): Promise<RawAnswer> {
  return new Promise<RawAnswer>((resolve, reject) => {
    let settled = false;
    const fail = (message: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(new TransportError(message));
    };
    const body =
      raw.body === undefined ? undefined : Buffer.isBuffer(raw.body) ? raw.body : Buffer.from(raw.body);
    const headers: Record<string, string> = { ...raw.headers };
    if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-length')) {
      headers['content-length'] = String(body?.length ?? 0);
    }
    let req: ReturnType<typeof httpRequest>;
    try {
      req = httpRequest({
        host: '127.0.0.1',
        port,
        method: raw.method,
        path: raw.path,
        headers,
        agent: false,
      });
    } catch (error) {
      // The request could not even be written (a path Node refuses): a bug of the fuzzer.
      throw new Error(
        `requête impossible à émettre (${raw.method} ${raw.path.slice(0, 80)}) : ${String(error)}`,
      );
    }
    const timer = setTimeout(() => {
      fail(`pas de réponse complète après ${timeoutMs} ms`);
      req.destroy();
    }, timeoutMs);
    req.on('error', (error: NodeJS.ErrnoException) =>
      fail(`connexion interrompue sans réponse (${error.code ?? error.message})`),
    );
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('aborted', () => fail(`réponse ${res.statusCode} interrompue avant la fin`));
      res.on('error', (error: NodeJS.ErrnoException) =>
        fail(`réponse ${res.statusCode} interrompue (${error.code ?? error.message})`),
      );
      res.on('end', () => {
        if (settled) return;
        if (!res.complete) return fail(`réponse ${res.statusCode} incomplète`);
        settled = true;
        clearTimeout(timer);
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, json });
      });
    });
    req.end(body);
  });
}

/** A JSON call for the fuzzer's own bookkeeping (register, sign in, read the catalogue). */
export async function sendJson(
  port: number,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return send(port, {
    method,
    path,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

/** The `name=value` of a cookie the answer sets, if it sets a non-empty one. */
export function cookieSet(answer: RawAnswer, name: string): string | undefined {
  for (const line of answer.headers['set-cookie'] ?? []) {
    const [pair] = line.split(';');
    const eq = pair!.indexOf('=');
    if (pair!.slice(0, eq).trim() === name && pair!.slice(eq + 1).trim() !== '') return pair!.trim();
  }
  return undefined;
}
