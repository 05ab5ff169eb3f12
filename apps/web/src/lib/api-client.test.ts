import { afterEach, describe, expect, it, vi } from 'vitest';

import { endpoints } from '@trousse/contracts/api/endpoints';

import { frenchT } from '../test/translate';
import { API_TIMEOUT_MS, ApiError, apiCall, toApiError } from './api-client';
import { errorText, errorTextOrStatus } from './error-message';

const t = frenchT();
const list = () => apiCall(endpoints.apps.list);

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function stubFetch(implementation: (input: string, init: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn(implementation);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiCall', () => {
  it('calls /api with cookies, JSON headers and a time-out signal, and returns the body', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, { data: [1, 2] }));

    await expect(list()).resolves.toEqual({ data: [1, 2] });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/apps');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
    expect(new Headers(init.headers).get('Accept')).toBe('application/json');
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(API_TIMEOUT_MS).toBe(10_000);
  });

  it('sends a JSON body', async () => {
    const fetchMock = stubFetch(async () => new Response(null, { status: 204 }));

    await expect(
      apiCall(endpoints.apps.like, { params: { id: 'todo-list' }, body: { isLiked: true } }),
    ).resolves.toBeUndefined();

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/apps/todo-list/like');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"isLiked":true}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it("turns an error answer into an ApiError carrying the server's message, code and details", async () => {
    stubFetch(async () =>
      jsonResponse(400, {
        error: 'Données invalides',
        code: 'VALIDATION_ERROR',
        details: [{ field: 'id', message: 'trop long' }, { nope: true }],
      }),
    );

    const error = await rejectionOf(apiCall(endpoints.apps.install, { params: { id: 'x' } }));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Données invalides',
      code: 'VALIDATION_ERROR',
      details: [{ field: 'id', message: 'trop long' }],
    });
  });

  it('is shown from its status when the error body is not the expected JSON', async () => {
    stubFetch(async () => new Response('<html>Bad gateway</html>', { status: 503 }));

    const error = await rejectionOf(list());

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503 });
    expect(errorTextOrStatus(error, t)).toBe('Service momentanément indisponible');
  });

  it('rejects a 2xx answer that is not JSON', async () => {
    stubFetch(async () => new Response('oops', { status: 200 }));

    await expect(list()).rejects.toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });

    const error = await rejectionOf(list());

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(errorTextOrStatus(error, t)).toBe('Erreur de connexion au serveur');
  });

  it('turns a time-out into an ApiError', async () => {
    stubFetch(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );

    const error = await rejectionOf(apiCall(endpoints.apps.list, {}, { timeoutMs: 10 }));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'TIMEOUT' });
  });

  it("lets the caller's own cancellation through unchanged", async () => {
    stubFetch(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const controller = new AbortController();

    const pending = rejectionOf(apiCall(endpoints.apps.list, {}, { signal: controller.signal }));
    controller.abort();
    const error = await pending;

    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('toApiError / errorTextOrStatus', () => {
  it('falls back on the status when the body has no usable message', () => {
    expect(errorTextOrStatus(toApiError(404, { error: '  ' }), t)).toBe('Ressource introuvable');
    expect(errorTextOrStatus(toApiError(429, null), t)).toBe(
      'Trop de requêtes, veuillez réessayer plus tard',
    );
    expect(errorTextOrStatus(toApiError(500, ['x']), t)).toBe('Une erreur est survenue');
  });

  it("says a feature's own code with the feature's text (its group's errors.ts), not the server's sentence", () => {
    const error = toApiError(429, { error: 'Phrase du serveur', code: 'SUPPORT_LIMIT_REACHED' });
    expect(errorText(error, t, 'repli')).toBe('Phrase du serveur');
    expect(errorText(error, t, 'repli', { SUPPORT_LIMIT_REACHED: 'messages.tooManyRequests' })).toBe(
      'Trop de requêtes, veuillez réessayer plus tard',
    );
    expect(errorText(new ApiError(0, 'x'), t, 'repli', { SUPPORT_LIMIT_REACHED: 'common.retry' })).toBe(
      'repli',
    );
  });

  it('maps statuses to the French messages', () => {
    expect(errorTextOrStatus(new ApiError(0, 'x'), t)).toBe('Erreur de connexion au serveur');
    expect(errorTextOrStatus(new ApiError(422, 'x'), t)).toBe('Données invalides');
    expect(errorTextOrStatus(new ApiError(413, 'x'), t)).toBe('Requête trop volumineuse');
    expect(errorTextOrStatus(new ApiError(502, 'x'), t)).toBe('Une erreur est survenue');
  });
});
