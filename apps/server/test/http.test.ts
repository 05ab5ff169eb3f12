import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers';

describe('HTTP surface: errors, headers, web app, docs', () => {
  let ctx: TestContext;
  let webDir: string;
  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'trousse-web-'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Trousse</title><div id="root"></div>');
    writeFileSync(
      join(webDir, 'index.en.html'),
      '<!doctype html><title>Trousse</title><link rel="modulepreload" href="/assets/en-1.js"><div id="root"></div>',
    );
    // What the web build writes for the table of pages (apps/web/vite.config.ts).
    writeFileSync(
      join(webDir, 'page-preloads.json'),
      JSON.stringify({
        '/auth': { modulepreload: ['/assets/auth-1.js'], style: ['/assets/auth-1.css'] },
        '/app/:id': { modulepreload: ['/assets/app-workspace-1.js'], style: [] },
        '/app/password-generator': {
          modulepreload: ['/assets/app-workspace-1.js', '/assets/password-generator-1.js'],
          style: [],
        },
      }),
    );
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'assets', 'index-abc123.js'), 'console.log("trousse")');
    ctx = await createTestApp({ webDistDir: webDir });
  });
  afterAll(() => ctx.close());

  it('answers an unknown /api path with a French 404 in JSON', async () => {
    const response = await ctx.app.inject('/api/does-not-exist');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Ressource introuvable', code: 'NOT_FOUND' });
    const post = await ctx.app.inject({ method: 'POST', url: '/api/apps', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().error).toBe('Ressource introuvable');
  });

  it('serves the web app for any other path, so the router handles it', async () => {
    for (const url of ['/', '/app/password-generator', '/anything/else?x=1']) {
      const response = await ctx.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers the variant that preloads the catalogue of the language the browser asks for', async () => {
    const page = async (acceptLanguage?: string) => {
      const response = await ctx.app.inject({
        url: '/auth',
        headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers.vary).toContain('accept-language');
      return response.body.includes('/assets/en-1.js') ? 'en' : 'fr';
    };
    expect(await page('en-GB,en;q=0.9,fr;q=0.8')).toBe('en');
    expect(await page('it-IT,it;q=0.9,en;q=0.8')).toBe('en');
    expect(await page('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr');
    // Spanish has no variant in this build: the French page, which preloads nothing.
    expect(await page('es')).toBe('fr');
    expect(await page()).toBe('fr');
    expect(await page(';;,q=1,')).toBe('fr');
  });

  it("adds the chunks of the page at the request's address to the page it answers", async () => {
    const body = async (url: string, acceptLanguage?: string) =>
      (await ctx.app.inject({ url, headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} }))
        .body;
    const auth = await body('/auth?step=email');
    expect(auth).toContain('<link rel="modulepreload" crossorigin href="/assets/auth-1.js">');
    expect(auth).toContain('<link rel="preload" as="style" crossorigin href="/assets/auth-1.css">');
    expect(auth).toContain('<div id="root">');
    // The most precise address wins, as in the router: the generator only on its page.
    const generator = await body('/app/password-generator');
    expect(generator).toContain('/assets/password-generator-1.js');
    expect(generator).toContain('/assets/app-workspace-1.js');
    const otherApp = await body('/app/another-app/');
    expect(otherApp).toContain('/assets/app-workspace-1.js');
    expect(otherApp).not.toContain('password-generator-1.js');
    // Pages without chunks of their own, and addresses of none, get the plain page.
    for (const url of ['/', '/auth/callback', '/app', '/anything/else']) {
      expect(await body(url)).not.toContain('rel="modulepreload"');
    }
    // Both the language's catalogue and the page's chunks.
    const english = await body('/auth', 'en-GB,en;q=0.9');
    expect(english).toContain('/assets/en-1.js');
    expect(english).toContain('/assets/auth-1.js');
  });

  it('answers pages compressed as the browser takes them, with an ETag to revalidate', async () => {
    const page = (headers: Record<string, string>) => ctx.app.inject({ url: '/auth', headers });
    const plain = await page({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding, accept-language');
    expect(plain.headers['cache-control']).toBe('no-cache');
    const br = await page({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('text/html');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await page({ 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(new Set([etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);
    const again = await page({ 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // Another page, or another language, is other bytes: answered in full.
    const other = await ctx.app.inject({
      url: '/app/password-generator',
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
    const english = await page({ 'accept-encoding': 'br', 'accept-language': 'en', 'if-none-match': etag });
    expect(english.statusCode).toBe(200);
  });

  it('caches hashed assets for a year and 404s a missing one', async () => {
    const asset = await ctx.app.inject('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await ctx.app.inject('/assets/missing.js')).statusCode).toBe(404);
  });

  it('sends the security headers on pages and API answers', async () => {
    for (const url of ['/', '/api/apps', '/api/nope']) {
      const { headers } = await ctx.app.inject(url);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-powered-by']).toBeUndefined();
      expect(headers['strict-transport-security']).toBeUndefined();
    }
    const page = (await ctx.app.inject('/')).headers;
    const csp = String(page['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(page['permissions-policy']).toBeDefined();
    expect(page['x-frame-options']).toBe('DENY');
    expect(page['cross-origin-resource-policy']).toBe('same-origin');
    // A JSON answer is no document: nothing in it may load, run or be framed, and it is never
    // stored; the rest of the page's headers would only lengthen every answer (decision 003).
    for (const url of ['/api/apps', '/api/nope']) {
      const { headers } = await ctx.app.inject(url);
      expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers['cache-control']).toBe('no-store');
      expect(headers['x-frame-options']).toBeUndefined();
      expect(headers['referrer-policy']).toBeUndefined();
    }
  });

  it('keeps secrets out of the logs: no query strings, no authorization or cookies', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      await logged.app.inject({
        url: '/api/auth/oauth/providers?code=SECRET-CODE&state=SECRET-STATE',
        headers: { authorization: 'Bearer SECRET-TOKEN', cookie: 'refreshToken=SECRET-COOKIE' },
      });
      const text = lines.join('\n');
      expect(text).toContain('/api/auth/oauth/providers');
      expect(text).not.toMatch(/SECRET-/);
    } finally {
      await logged.close();
    }
  });

  it('adds HSTS in production', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const { headers } = await prod.app.inject('/api/ping');
      expect(headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await prod.close();
    }
  });

  it('publishes the OpenAPI document generated from the contracts, and a page to browse it', async () => {
    const json = await ctx.app.inject('/api/docs/json');
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/apps', '/api/ping']));
    const appSchema = doc.paths['/api/apps'].get.responses['200'].content['application/json'].schema;
    expect(JSON.stringify(appSchema)).toContain('isLikedByUser');
    const page = await ctx.app.inject('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    // The strict CSP forbids inline scripts, so the page must load only external ones.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });
});
