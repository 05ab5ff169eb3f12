import { parseCookie, stringifySetCookie, type SerializeOptions } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's cookies, read from its Cookie header the first time they are asked for. */
    readonly cookies: Record<string, string | undefined>;
  }
  interface FastifyReply {
    /** Adds a Set-Cookie header; the same name, domain and path set twice keeps the last. */
    setCookie(name: string, value: string, options: SerializeOptions): FastifyReply;
    /** Tells the browser to drop a cookie (same name, domain and path as when it was set). */
    clearCookie(name: string, options: SerializeOptions): FastifyReply;
  }
}

const parsed = Symbol('cookies');
const setCookies = Symbol('setCookies');

type WithParsed = FastifyRequest & { [parsed]?: Record<string, string | undefined> };
type WithSet = FastifyReply & { [setCookies]?: Map<string, string> };

/**
 * Cookies without a hook on every request: only a handful of sign-in routes read or set any,
 * so the header is parsed when a route asks (`request.cookies`), and a Set-Cookie header is
 * written when a route sets one. (@fastify/cookie, used before, ran a hook before and after
 * every request, the catalogue and the web app's files included.)
 */
export const cookiesPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('cookies', {
    getter(this: WithParsed) {
      const header = this.headers.cookie;
      return (this[parsed] ??= header ? parseCookie(header) : {});
    },
  });

  app.decorateReply(
    'setCookie',
    function (this: WithSet, name: string, value: string, options: SerializeOptions) {
      const cookies = (this[setCookies] ??= new Map());
      cookies.set(
        `${name};${options.domain ?? ''};${options.path ?? '/'}`,
        stringifySetCookie({ ...options, name, value }),
      );
      this.removeHeader('set-cookie');
      return this.header('set-cookie', [...cookies.values()]);
    },
  );

  app.decorateReply('clearCookie', function (this: FastifyReply, name: string, options: SerializeOptions) {
    return this.setCookie(name, '', { ...options, expires: new Date(0), maxAge: 0 });
  });
});
