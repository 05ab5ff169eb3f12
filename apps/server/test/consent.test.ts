import { randomBytes } from 'node:crypto';
import { accountExportSchema } from '@trousse/contracts/api/account/schemas';
import { consentHistoryResponseSchema, type ConsentRecord } from '@trousse/contracts/api/consent/schemas';
import type { ConsentMethod } from '@trousse/contracts/cookie-rules';
import { RETENTION } from '@trousse/contracts/legal-figures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config';
import { bearer, GOOD_CODE, ORIGIN, register, uniqueEmail } from './auth-helpers';
import { createTestApp, testConfig, type TestContext } from './helpers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const GOOGLE_HOSTS = /googletagmanager|google-analytics|analytics\.google/;

const newSessionId = () => `sess_${randomBytes(9).toString('base64url')}`;

/** A banner choice whose categories match it, as the web app sends it. */
function choice(
  sessionId: string,
  method: ConsentMethod,
  analytics: boolean,
  marketing: boolean,
): Record<string, unknown> {
  const consent = { necessary: true, analytics, marketing };
  const categories = Object.entries(consent);
  return {
    sessionId,
    consent,
    consentVersion: '1.0',
    consentMethod: method,
    acceptedCategories: categories.filter(([, on]) => on).map(([name]) => name),
    rejectedCategories: categories.filter(([, on]) => !on).map(([name]) => name),
    bannerVersion: '2.0',
  };
}

interface StoredRow {
  consent_id: string;
  session_id: string;
  user_id: string | null;
  action: string;
  method: string;
  analytics: boolean;
  marketing: boolean;
  accepted_categories: string[];
  rejected_categories: string[];
  consent_version: string;
  banner_version: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: Date | string;
}

async function storedRows(ctx: TestContext, where = 'true', params: unknown[] = []) {
  return ctx.database.raw<StoredRow>(
    `select consent_id, session_id, user_id, action, method, analytics, marketing,
            accepted_categories, rejected_categories, consent_version, banner_version, ip,
            user_agent, created_at
     from consent_records where ${where} order by created_at, consent_id`,
    params,
  );
}

async function countRows(ctx: TestContext): Promise<number> {
  const [row] = await ctx.database.raw<{ n: number }>('select count(*)::int as n from consent_records', []);
  return row!.n;
}

function calls(ctx: () => TestContext) {
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'POST', url, payload: payload as object, headers });
  const get = (path: string, sessionId: string, headers: Record<string, string> = {}) =>
    ctx().app.inject({ url: `${path}?sessionId=${encodeURIComponent(sessionId)}`, headers });
  return {
    track: (payload: unknown, headers?: Record<string, string>) =>
      post('/api/cookies/consent/track', payload, headers),
    revoke: (payload: unknown, headers?: Record<string, string>) =>
      post('/api/cookies/consent/revoke', payload, headers),
    history: (sessionId: string, headers?: Record<string, string>) =>
      get('/api/cookies/consent/history', sessionId, headers),
    exported: (sessionId: string, headers?: Record<string, string>) =>
      get('/api/cookies/consent/export', sessionId, headers),
    recordsOf: async (sessionId: string, headers?: Record<string, string>): Promise<ConsentRecord[]> => {
      const answer = await get('/api/cookies/consent/history', sessionId, headers);
      expect(answer.statusCode, answer.body).toBe(200);
      return consentHistoryResponseSchema.parse(answer.json()).records;
    },
  };
}

describe('cookie-consent proofs', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  const { track, revoke, history, exported, recordsOf } = calls(() => ctx);

  it('records each method with its categories: 201, a uuid, the time, a truncated IP and a cut user agent', async () => {
    const cases: [ConsentMethod, boolean, boolean][] = [
      ['banner_accept', true, true],
      ['banner_reject', false, false],
      ['settings_custom', true, false],
      ['settings_custom', false, true],
    ];
    for (const [method, analytics, marketing] of cases) {
      const sessionId = newSessionId();
      ctx.clock.advance(MINUTE_MS);
      const answer = await track(choice(sessionId, method, analytics, marketing), {
        'user-agent': `Mozilla/5.0 ${'x'.repeat(1_000)}`,
      });
      expect(answer.statusCode, answer.body).toBe(201);
      const { consentId, timestamp } = answer.json();
      expect(consentId).toMatch(UUID);
      expect(timestamp).toBe(ctx.clock.now().toISOString());

      const [row, ...more] = await storedRows(ctx, 'session_id = $1', [sessionId]);
      expect(more).toEqual([]);
      expect(row).toMatchObject({
        consent_id: consentId,
        user_id: null,
        action: 'grant',
        method,
        analytics,
        marketing,
        consent_version: '1.0',
        banner_version: '2.0',
        ip: '127.0.0.0',
      });
      expect(new Date(row!.created_at).toISOString()).toBe(timestamp);
      expect(row!.accepted_categories).toEqual(
        ['necessary', 'analytics', 'marketing'].filter((_, i) => [true, analytics, marketing][i]),
      );
      expect(row!.rejected_categories).toEqual(
        ['analytics', 'marketing'].filter((_, i) => ![analytics, marketing][i]),
      );
      expect(row!.user_agent).toHaveLength(512);
    }
  });

  it('refuses inconsistent categories, wrong versions and a bad session id with 400, storing nothing', async () => {
    const sessionId = newSessionId();
    const good = choice(sessionId, 'banner_accept', true, true);
    const bad: Record<string, unknown>[] = [
      { ...good, rejectedCategories: ['marketing'] },
      { ...good, acceptedCategories: ['necessary', 'analytics'], rejectedCategories: [] },
      { ...choice(sessionId, 'banner_reject', false, false), acceptedCategories: ['necessary', 'analytics'] },
      { ...good, consent: { necessary: false, analytics: true, marketing: true } },
      { ...good, consentVersion: '0.9' },
      { ...good, bannerVersion: '1.0' },
      { ...good, consentMethod: 'by_magic' },
      { ...good, sessionId: 'session-1234567' },
      { ...good, sessionId: 'sess_<script>' },
      { ...good, sessionId: 'sess_1' },
      { ...good, extra: true },
      {},
    ];
    const before = await countRows(ctx);
    for (const payload of bad) {
      const answer = await track(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    for (const payload of [
      { sessionId: 'nope', method: 'settings' },
      { sessionId, method: 'Bad Method!' },
    ]) {
      expect((await revoke(payload)).statusCode).toBe(400);
    }
    expect((await history('sess_')).statusCode).toBe(400);
    expect((await exported('not-a-session')).statusCode).toBe(400);
    expect(await countRows(ctx)).toBe(before);
  });

  it('appends a withdrawal on revoke, and answers the history newest first, only that session’s', async () => {
    const mine = newSessionId();
    const other = newSessionId();
    ctx.clock.advance(MINUTE_MS);
    const first = (await track(choice(mine, 'banner_accept', true, true))).json();
    ctx.clock.advance(MINUTE_MS);
    expect((await track(choice(other, 'banner_accept', true, true))).statusCode).toBe(201);
    ctx.clock.advance(MINUTE_MS);
    const withdrawal = await revoke({ sessionId: mine, method: 'settings_withdraw' });
    expect(withdrawal.statusCode, withdrawal.body).toBe(201);
    expect(withdrawal.json().consentId).toMatch(UUID);
    expect(withdrawal.json().consentId).not.toBe(first.consentId);

    const records = await recordsOf(mine);
    expect(records.map((record) => record.consentId)).toEqual([withdrawal.json().consentId, first.consentId]);
    expect(records[0]).toEqual({
      consentId: withdrawal.json().consentId,
      sessionId: mine,
      action: 'revoke',
      method: 'settings_withdraw',
      analytics: false,
      marketing: false,
      acceptedCategories: ['necessary'],
      rejectedCategories: ['analytics', 'marketing'],
      consentVersion: '1.0',
      bannerVersion: null,
      createdAt: withdrawal.json().timestamp,
    });
    expect(records[1]).toMatchObject({
      action: 'grant',
      method: 'banner_accept',
      createdAt: first.timestamp,
    });
    // Neither the IP nor the user agent leaves through a session id.
    expect(Object.keys(records[0]!)).not.toContain('ip');
    expect(records.every((record) => record.sessionId === mine)).toBe(true);
    expect(await recordsOf(newSessionId())).toEqual([]);
  });

  it('exports the same records as an attachment', async () => {
    const sessionId = newSessionId();
    ctx.clock.advance(MINUTE_MS);
    await track(choice(sessionId, 'settings_custom', true, false));
    const answer = await exported(sessionId);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe('attachment; filename="consent-history.json"');
    expect(answer.headers['content-type']).toContain('application/json');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toEqual({ records: await recordsOf(sessionId) });
    expect(answer.json().records).toHaveLength(1);
  });

  it('never changes a record: a new choice appends, the first stays as it was, and no call updates or deletes', async () => {
    const sessionId = newSessionId();
    ctx.clock.advance(MINUTE_MS);
    await track(choice(sessionId, 'banner_accept', true, true));
    const [firstBefore] = await storedRows(ctx, 'session_id = $1', [sessionId]);
    ctx.clock.advance(MINUTE_MS);
    await track(choice(sessionId, 'banner_reject', false, false));
    await revoke({ sessionId, method: 'footer_link' });
    const after = await storedRows(ctx, 'session_id = $1', [sessionId]);
    expect(after).toHaveLength(3);
    expect(after[0]).toEqual(firstBefore);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of [
        '/api/cookies/consent/track',
        `/api/cookies/consent/history?sessionId=${sessionId}`,
      ]) {
        const answer = await ctx.app.inject({ method, url, payload: {} });
        expect(answer.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect(await storedRows(ctx, 'session_id = $1', [sessionId])).toEqual(after);
  });

  it('ties a signed-in choice to the account: seen from its other browsers, never by another account', async () => {
    const alice = await register(ctx, uniqueEmail('alice'));
    const bob = await register(ctx, uniqueEmail('bob'));
    const laptop = newSessionId();
    const phone = newSessionId();

    ctx.clock.advance(MINUTE_MS);
    const anonymous = (await track(choice(laptop, 'banner_reject', false, false))).json();
    ctx.clock.advance(MINUTE_MS);
    const signedIn = (
      await track(choice(laptop, 'banner_accept', true, true), bearer(alice.accessToken))
    ).json();
    const [stored] = await storedRows(ctx, 'consent_id = $1', [signedIn.consentId]);
    expect(stored!.user_id).toBe(alice.user.id);

    // Alice on her phone sees the choice made on her laptop; the phone alone does not.
    expect((await recordsOf(phone, bearer(alice.accessToken))).map((r) => r.consentId)).toEqual([
      signedIn.consentId,
    ]);
    expect(await recordsOf(phone)).toEqual([]);
    // On the laptop: its anonymous record and hers.
    expect((await recordsOf(laptop, bearer(alice.accessToken))).map((r) => r.consentId)).toEqual([
      signedIn.consentId,
      anonymous.consentId,
    ]);
    // Bob, even with the laptop's session id, and a visitor with it, never see Alice's record.
    expect((await recordsOf(laptop, bearer(bob.accessToken))).map((r) => r.consentId)).toEqual([
      anonymous.consentId,
    ]);
    expect((await recordsOf(laptop)).map((r) => r.consentId)).toEqual([anonymous.consentId]);
    expect(await recordsOf(phone, bearer(bob.accessToken))).toEqual([]);

    // A token that is not one, or whose session has ended, is no account: nothing more, no error.
    expect((await recordsOf(phone, { authorization: 'Bearer not-a-token' })).length).toBe(0);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: ORIGIN, cookie: alice.cookie, ...bearer(alice.accessToken) },
    });
    expect(logout.statusCode).toBe(200);
    expect(await recordsOf(phone, bearer(alice.accessToken))).toEqual([]);
    const afterLogout = (
      await track(choice(phone, 'banner_reject', false, false), bearer(alice.accessToken))
    ).json();
    const [anonymousNow] = await storedRows(ctx, 'consent_id = $1', [afterLogout.consentId]);
    expect(anonymousNow!.user_id).toBeNull();

    // A withdrawal while signed in is the account's too.
    const bobWithdraws = (
      await revoke({ sessionId: phone, method: 'settings' }, bearer(bob.accessToken))
    ).json();
    const [bobRow] = await storedRows(ctx, 'consent_id = $1', [bobWithdraws.consentId]);
    expect(bobRow!.user_id).toBe(bob.user.id);
  });

  it("puts the account's records in its export, and the account's deletion removes them", async () => {
    const carol = await register(ctx, uniqueEmail('carol'));
    const sessionId = newSessionId();
    ctx.clock.advance(MINUTE_MS);
    const anonymous = (await track(choice(sessionId, 'banner_reject', false, false))).json();
    ctx.clock.advance(MINUTE_MS);
    const granted = (
      await track(choice(sessionId, 'settings_custom', true, false), {
        ...bearer(carol.accessToken),
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0',
      })
    ).json();
    ctx.clock.advance(MINUTE_MS);
    const revoked = (await revoke({ sessionId, method: 'settings' }, bearer(carol.accessToken))).json();

    const answer = await ctx.app.inject({ url: '/api/account/export', headers: bearer(carol.accessToken) });
    expect(answer.statusCode).toBe(200);
    const data = accountExportSchema.parse(answer.json());
    expect(data.consentRecords.map((record) => record.consentId)).toEqual([
      granted.consentId,
      revoked.consentId,
    ]);
    expect(data.consentRecords[0]).toMatchObject({
      sessionId,
      action: 'grant',
      method: 'settings_custom',
      analytics: true,
      marketing: false,
      acceptedCategories: ['necessary', 'analytics'],
      createdAt: granted.timestamp,
      ip: '127.0.0.0',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0',
    });
    expect(answer.body).not.toContain(anonymous.consentId);

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(carol.accessToken),
      payload: { currentCode: GOOD_CODE },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await storedRows(ctx, 'user_id = $1', [carol.user.id])).toEqual([]);
    expect(
      await storedRows(ctx, 'consent_id = any($1::uuid[])', [[granted.consentId, revoked.consentId]]),
    ).toEqual([]);
    // The anonymous record of the browser stays: it was nobody's account's.
    expect((await recordsOf(sessionId)).map((record) => record.consentId)).toEqual([anonymous.consentId]);
  });
});

describe('the retention of the proofs', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  const { track, recordsOf } = calls(() => ctx);

  it(`removes the records older than ${RETENTION.consentProofYears} years at the daily sweep, and only those`, async () => {
    const old = newSessionId();
    const recent = newSessionId();
    const start = ctx.clock.now();
    await track(choice(old, 'banner_accept', true, true));
    ctx.clock.advance(200 * DAY_MS);
    await track(choice(recent, 'banner_reject', false, false));

    const limit = new Date(start);
    limit.setUTCFullYear(limit.getUTCFullYear() + RETENTION.consentProofYears);
    // A minute short of the limit: kept.
    ctx.clock.set(new Date(limit.getTime() - MINUTE_MS));
    expect(await ctx.app.services.inactivity.sweep()).toMatchObject({
      removed: { consentRecords: 0 },
      running: true,
    });
    expect(await recordsOf(old)).toHaveLength(1);

    // Past it: the old record goes, the recent one stays.
    ctx.clock.set(new Date(limit.getTime() + MINUTE_MS));
    expect(await ctx.app.services.inactivity.sweep()).toMatchObject({
      removed: { consentRecords: 1 },
      running: true,
    });
    expect(await recordsOf(old)).toEqual([]);
    expect(await recordsOf(recent)).toHaveLength(1);
    expect((await ctx.app.services.inactivity.sweep()).removed.consentRecords).toBe(0);
  });
});

describe('rate limit of the consent calls', () => {
  it('limits each call per IP like the sign-in calls', async () => {
    const ctx = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      const { track } = calls(() => ctx);
      const sessionId = newSessionId();
      for (let i = 0; i < 2; i++)
        expect((await track(choice(sessionId, 'banner_accept', true, true))).statusCode).toBe(201);
      const limited = await track(choice(sessionId, 'banner_accept', true, true));
      expect(limited.statusCode).toBe(429);
      expect(await countRows(ctx)).toBe(2);
    } finally {
      await ctx.close();
    }
  });
});

describe('GET /api/site and the analytics CSP', () => {
  let bare: TestContext;
  let configured: TestContext;
  const legal = {
    LEGAL_PUBLISHER_NAME: 'Trousse SAS',
    LEGAL_PUBLISHER_FORM: 'SAS au capital de 1 000 €',
    LEGAL_PUBLISHER_ADDRESS: '1 rue de la Paix, 75002 Paris',
    LEGAL_PUBLISHER_REGISTRATION: 'RCS Paris 123 456 789',
    LEGAL_PUBLICATION_DIRECTOR: 'Camille Martin',
    LEGAL_CONTACT_EMAIL: 'contact@trousse.example',
    LEGAL_HOST: 'Hébergeur SA, 2 rue du Nuage, 59100 Roubaix',
  };
  beforeAll(async () => {
    bare = await createTestApp();
    configured = await createTestApp({
      database: bare.database,
      env: { ...legal, ANALYTICS_MEASUREMENT_ID: 'G-AB12CD34EF' },
    });
  });
  afterAll(async () => {
    await configured.close();
    await bare.close();
  });

  it('answers null for each detail left unset', async () => {
    const answer = await bare.app.inject('/api/site');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      publisher: {
        name: null,
        legalForm: null,
        address: null,
        registration: null,
        director: null,
        email: null,
        host: null,
      },
      analyticsId: null,
    });
  });

  it('answers the configured publisher, host and measurement id', async () => {
    const answer = await configured.app.inject('/api/site');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      publisher: {
        name: legal.LEGAL_PUBLISHER_NAME,
        legalForm: legal.LEGAL_PUBLISHER_FORM,
        address: legal.LEGAL_PUBLISHER_ADDRESS,
        registration: legal.LEGAL_PUBLISHER_REGISTRATION,
        director: legal.LEGAL_PUBLICATION_DIRECTOR,
        email: legal.LEGAL_CONTACT_EMAIL,
        host: legal.LEGAL_HOST,
      },
      analyticsId: 'G-AB12CD34EF',
    });
  });

  it('refuses a measurement id or a contact address of the wrong form at start', () => {
    for (const id of ['UA-12345-1', 'G-abc123', 'G-12', 'GTM-ABCDEF', 'G-ABCD EFG']) {
      expect(() => testConfig({ ANALYTICS_MEASUREMENT_ID: id }), id).toThrow(ConfigError);
    }
    expect(() => testConfig({ ANALYTICS_MEASUREMENT_ID: 'G-ABCDEF' })).not.toThrow();
    expect(() => testConfig({ LEGAL_CONTACT_EMAIL: 'pas une adresse' })).toThrow(/LEGAL_CONTACT_EMAIL/);
    expect(testConfig({ LEGAL_HOST: '   ' }).legal.host).toBeUndefined();
  });

  it("allows the Google tag in the CSP only when a measurement id is set: its script's path alone, never inline scripts", async () => {
    for (const url of ['/', '/cookie-manager']) {
      const without = String((await bare.app.inject(url)).headers['content-security-policy']);
      expect(without).not.toMatch(GOOGLE_HOSTS);
      expect(without).toContain("script-src 'self';");

      const withAnalytics = String((await configured.app.inject(url)).headers['content-security-policy']);
      const directives = new Map(
        withAnalytics.split('; ').map((directive) => {
          const [name = '', ...values] = directive.split(' ');
          return [name, values.join(' ')] as const;
        }),
      );
      // The tag's own script, not the whole host: any other script there stays refused.
      expect(directives.get('script-src')).toBe("'self' https://www.googletagmanager.com/gtag/js");
      expect(directives.get('connect-src')).toBe(
        "'self' https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com",
      );
      expect(directives.get('img-src')).toBe(
        "'self' data: https://*.google-analytics.com https://www.googletagmanager.com",
      );
      expect(directives.get('default-src')).toBe("'self'");
      expect(directives.get('frame-ancestors')).toBe("'none'");
      expect(withAnalytics).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    }
  });
});
