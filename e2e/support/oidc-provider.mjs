// A local OpenID Connect provider standing in for Google in the browser tests
// (oauth2-mock-server: discovery, JWKS, /authorize that approves at once, /token with PKCE
// and the nonce). A small control server lets a test choose who the next sign-in is.
//
//   node e2e/support/oidc-provider.mjs
//   POST http://127.0.0.1:4319/next-identity  {"sub": "…", "email": "…", "email_verified": true}
import { createServer } from 'node:http';
import { OAuth2Server } from 'oauth2-mock-server';

const host = '127.0.0.1';
const port = Number(process.env.E2E_OIDC_PORT ?? 4318);
const controlPort = Number(process.env.E2E_OIDC_CONTROL_PORT ?? 4319);

const provider = new OAuth2Server();
await provider.issuer.keys.generate('RS256');

/** The identity the next /authorize hands out, then the identity of each code issued. */
let nextIdentity = null;
const identityByCode = new Map();
const identityBySub = new Map();

function isIdentity(value) {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof value.sub === 'string' &&
    value.sub !== '' &&
    (value.email === undefined || typeof value.email === 'string') &&
    (value.email_verified === undefined || typeof value.email_verified === 'boolean')
  );
}

// /authorize: the code being issued belongs to the identity chosen by the test.
provider.service.on('beforeAuthorizeRedirect', (redirect) => {
  const code = redirect.url.searchParams.get('code');
  if (code && nextIdentity) {
    identityByCode.set(code, nextIdentity);
    nextIdentity = null;
  }
});

// /token: the access token and the ID token say who that is.
provider.service.on('beforeTokenSigning', (token, req) => {
  const identity = identityByCode.get(req.body?.code);
  if (!identity) return;
  token.payload.sub = identity.sub;
  if (identity.email !== undefined) token.payload.email = identity.email;
  if (identity.email_verified !== undefined) token.payload.email_verified = identity.email_verified;
});

// A code is good for one exchange.
provider.service.on('beforeResponse', (_response, req) => {
  identityByCode.delete(req.body?.code);
});

// /userinfo (not needed by the server, which reads the ID token, but kept coherent).
provider.service.on('beforeUserinfo', (response, req) => {
  const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (!bearer) return;
  try {
    const payload = JSON.parse(Buffer.from(bearer.split('.')[1] ?? '', 'base64url').toString('utf8'));
    const identity = identityBySub.get(payload.sub);
    if (identity) response.body = { ...identity };
  } catch {
    // Not a JWT of ours: the default answer.
  }
});

// The issuer must be exactly the URL the server is configured with (the mock would say localhost).
provider.issuer.url = `http://${host}:${port}`;
await provider.start(port, host);

const control = createServer((req, res) => {
  const reply = (status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(body === undefined ? '' : JSON.stringify(body));
  };
  if (req.method === 'GET' && req.url === '/health') return reply(200, { ok: true });
  if (req.method !== 'POST' || req.url !== '/next-identity') return reply(404, { error: 'not found' });
  let raw = '';
  req.setEncoding('utf8');
  req.on('data', (chunk) => {
    raw += chunk;
  });
  req.on('end', () => {
    let identity;
    try {
      identity = JSON.parse(raw);
    } catch {
      return reply(400, { error: 'invalid JSON' });
    }
    if (!isIdentity(identity)) return reply(400, { error: 'expected {sub, email?, email_verified?}' });
    nextIdentity = identity;
    identityBySub.set(identity.sub, identity);
    reply(204);
  });
});
await new Promise((resolve) => control.listen(controlPort, host, resolve));

console.log(`OpenID Connect provider on ${provider.issuer.url} (control on http://${host}:${controlPort})`);

async function shutdown() {
  // Open keep-alive connections must not hold the exit.
  setTimeout(() => process.exit(0), 1_000).unref();
  control.close();
  await provider.stop();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
