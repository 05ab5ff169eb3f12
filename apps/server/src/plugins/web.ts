import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { errorCodes } from '@trousse/contracts/error-codes';
import { DEFAULT_LANGUAGE, languages, startLanguage } from '@trousse/contracts/language';
import { messagesFr } from '@trousse/contracts/messages-fr';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { chooseEncoding, type Encoding } from '../lib/encoding';

/** What `page-preloads.json` lists for one address of the web app's table of pages. */
interface PagePreloads {
  modulepreload?: string[];
  style?: string[];
}

/** One page as answered: its bytes in each encoding, and the ETag of each. */
interface PageAnswer {
  bodies: Record<Encoding, Buffer>;
  etags: Record<Encoding, string>;
}

/** An address of the table: its segments, `null` for a `:param` one. */
interface PagePattern {
  pattern: string;
  segments: (string | null)[];
  statics: number;
}

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

function compilePattern(pattern: string): PagePattern {
  const segments = segmentsOf(pattern).map((segment) =>
    segment.startsWith(':') ? null : segment.toLowerCase(),
  );
  return { pattern, segments, statics: segments.filter((segment) => segment !== null).length };
}

/**
 * The table's address a path is at, as React Router matches it (case aside, a trailing slash
 * allowed): of several, the one with the most fixed segments, as the router ranks them.
 */
function matchPagePattern(patterns: readonly PagePattern[], url: string): string | undefined {
  const path = segmentsOf(url.split(/[?#]/, 1)[0]!.toLowerCase());
  let best: PagePattern | undefined;
  for (const candidate of patterns) {
    if (candidate.segments.length !== path.length) continue;
    if (!candidate.segments.every((segment, index) => segment === null || segment === path[index])) continue;
    if (!best || candidate.statics > best.statics) best = candidate;
  }
  return best?.pattern;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The page's own preloads, written into its head (or, in a page without one, before its body). */
function withPreloads(html: string, preloads: PagePreloads | undefined): string {
  const links = [
    ...(preloads?.modulepreload ?? []).map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`,
    ),
    ...(preloads?.style ?? []).map(
      (href) => `<link rel="preload" as="style" crossorigin href="${escapeAttribute(href)}">`,
    ),
  ];
  if (links.length === 0) return html;
  const at = html.search(/<\/head>|<body|<div id="root"/i);
  const index = at === -1 ? html.length : at;
  return `${html.slice(0, index)}  ${links.join('\n    ')}\n  ${html.slice(index)}`;
}

function answerOf(html: string): PageAnswer {
  const identity = Buffer.from(html);
  const bodies: Record<Encoding, Buffer> = {
    identity,
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip: gzipSync(identity, { level: 9 }),
  };
  // One ETag per encoding: the bytes differ, and a cache may hold each apart (RFC 9110 §8.8.3).
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
  return {
    bodies,
    etags: { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gz"` },
  };
}

function readPreloads(distDir: string, warn: (message: string) => void): Record<string, PagePreloads> {
  const file = join(distDir, 'page-preloads.json');
  if (!existsSync(file)) return {};
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new Error('not an object');
    const hrefs = (value: unknown) =>
      Array.isArray(value)
        ? value.filter((href): href is string => typeof href === 'string' && href.startsWith('/'))
        : [];
    return Object.fromEntries(
      Object.entries(parsed as Record<string, { modulepreload?: unknown; style?: unknown }>).map(
        ([pattern, preloads]) => [
          pattern,
          { modulepreload: hrefs(preloads?.modulepreload), style: hrefs(preloads?.style) },
        ],
      ),
    );
  } catch (error) {
    warn(`page-preloads.json unreadable, pages get no preloads of their own: ${String(error)}`);
    return {};
  }
}

/**
 * Serves the built React app: hashed assets cached for a year, and every GET outside /api
 * answered with index.html so the router can handle it — revalidated (an ETag), compressed, and
 * made once at start-up for each (language × page):
 * - the variant of index.html that preloads the catalogue of the language the browser asks for
 *   (`index.en.html`…), as the app will start in it;
 * - with the chunks and styles of the page at that address (`page-preloads.json`), which would
 *   otherwise be asked for only once the entry has run.
 * Both are written by the web build: apps/web/vite.config.ts.
 */
export const webPlugin = fp(async (app: FastifyInstance, options: { distDir: string }) => {
  const { distDir } = options;
  const hasBuild = existsSync(join(distDir, 'index.html'));
  if (!hasBuild) app.log.warn({ distDir }, 'web app not built: only the API is served');

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Our own setHeaders decides caching: hashed assets forever, the rest revalidated.
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  const fileOf = new Map(
    languages.map((language) => {
      const variant = `index.${language}.html`;
      const file =
        language !== DEFAULT_LANGUAGE && existsSync(join(distDir, variant)) ? variant : 'index.html';
      return [language, file];
    }),
  );

  // Every answer, made once: a few kilobytes each, for a few languages × a score of pages.
  const preloads = hasBuild ? readPreloads(distDir, (message) => app.log.warn(message)) : {};
  const patterns = Object.keys(preloads).map(compilePattern);
  const answers = new Map<string, PageAnswer>();
  const keyOf = (file: string, pattern: string | undefined) => `${file}\n${pattern ?? ''}`;
  if (hasBuild) {
    for (const file of new Set(fileOf.values())) {
      const html = readFileSync(join(distDir, file), 'utf8');
      answers.set(keyOf(file, undefined), answerOf(html));
      for (const { pattern } of patterns)
        answers.set(keyOf(file, pattern), answerOf(withPreloads(html, preloads[pattern])));
    }
  }

  function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const accepted = (request.headers['accept-language'] ?? '').split(',').map((tag) => tag.split(';')[0]!);
    const file = fileOf.get(startLanguage(undefined, accepted))!;
    const answer = answers.get(keyOf(file, matchPagePattern(patterns, request.url)))!;
    const encoding = chooseEncoding(request.headers['accept-encoding'], ['br', 'gzip']);
    const etag = answer.etags[encoding];
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, accept-language')
      .header('etag', etag);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch !== undefined) {
      const tags = ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
      if (tags.includes(etag) || tags.includes('*')) return reply.code(304).send();
    }
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(answer.bodies[encoding]);
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
    if (isPage && hasBuild && !request.url.startsWith('/assets/')) return sendPage(request, reply);
    return reply
      .code(404)
      .header('cache-control', 'no-store')
      .send({ error: messagesFr.notFound, code: errorCodes.notFound });
  });
});
