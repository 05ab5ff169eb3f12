import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
