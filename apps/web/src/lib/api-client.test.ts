import { afterEach, describe, expect, it, vi } from 'vitest';

import { API_TIMEOUT_MS, ApiError, apiClient, apiRequest, fallbackMessage, toApiError } from './api-client';

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

describe('apiRequest', () => {
  it('calls /api with cookies, JSON headers and a time-out signal, and returns the body', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, { data: [1, 2] }));

    await expect(apiClient.get('/apps')).resolves.toEqual({ data: [1, 2] });

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

    await expect(apiClient.post('/things', { a: 1 })).resolves.toBeUndefined();

    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
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

    const error = await rejectionOf(apiRequest('/apps/x'));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Données invalides',
      code: 'VALIDATION_ERROR',
      details: [{ field: 'id', message: 'trop long' }],
    });
  });

  it('uses a French fallback when the error body is not the expected JSON', async () => {
    stubFetch(async () => new Response('<html>Bad gateway</html>', { status: 503 }));

    const error = await rejectionOf(apiRequest('/apps'));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, message: 'Service momentanément indisponible' });
  });

  it('rejects a 2xx answer that is not JSON', async () => {
    stubFetch(async () => new Response('oops', { status: 200 }));

    await expect(apiRequest('/apps')).rejects.toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });

    const error = await rejectionOf(apiRequest('/apps'));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Erreur de connexion au serveur',
    });
  });

  it('turns a time-out into an ApiError', async () => {
    stubFetch(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );

    const error = await rejectionOf(apiRequest('/apps', { timeoutMs: 10 }));

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

    const pending = rejectionOf(apiRequest('/apps', { signal: controller.signal }));
    controller.abort();
    const error = await pending;

    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('toApiError / fallbackMessage', () => {
  it('falls back on the status when the body has no usable message', () => {
    expect(toApiError(404, { error: '  ' }).message).toBe('Ressource introuvable');
    expect(toApiError(429, null).message).toBe('Trop de requêtes, veuillez réessayer plus tard');
    expect(toApiError(500, ['x']).message).toBe('Une erreur est survenue');
  });

  it('maps statuses to the French messages', () => {
    expect(fallbackMessage(0)).toBe('Erreur de connexion au serveur');
    expect(fallbackMessage(422)).toBe('Données invalides');
    expect(fallbackMessage(413)).toBe('Requête trop volumineuse');
    expect(fallbackMessage(502)).toBe('Une erreur est survenue');
  });
});
