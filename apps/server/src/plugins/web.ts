import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorCodes } from '@trousse/contracts/error-codes';
import { DEFAULT_LANGUAGE, languages, startLanguage } from '@trousse/contracts/language';
import { messagesFr } from '@trousse/contracts/messages-fr';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built React app: hashed assets cached for a year, index.html revalidated, and
 * every GET outside /api answered with index.html so the router can handle it — the variant
 * of it that preloads the catalogue of the language the browser asks for (`index.en.html`…,
 * written by the web build: apps/web/vite.config.ts), as the app will start in it.
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

  const pageOf = new Map(
    languages.map((language) => {
      const variant = `index.${language}.html`;
      const file =
        language !== DEFAULT_LANGUAGE && existsSync(join(distDir, variant)) ? variant : 'index.html';
      return [language, file];
    }),
  );

  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
    if (isPage && hasBuild && !request.url.startsWith('/assets/')) {
      const accepted = (request.headers['accept-language'] ?? '').split(',').map((tag) => tag.split(';')[0]!);
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding, accept-language')
        .sendFile(pageOf.get(startLanguage(undefined, accepted))!);
    }
    return reply
      .code(404)
      .header('cache-control', 'no-store')
      .send({ error: messagesFr.notFound, code: errorCodes.notFound });
  });
});
