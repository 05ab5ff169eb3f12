import { registerAccount, type Account } from './accounts';
import { sendJson } from './http';

/**
 * Facts recorded before the fuzzing that must still hold after it: an account that signs in with
 * its code, and the like and the install it made.
 */
export interface Facts {
  account: Account;
  likedApp: string;
  installedApp: string;
}

const APP = 'password-generator';

interface CatalogueEntry {
  id: string;
  isLikedByUser: boolean;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function recordFacts(port: number): Promise<Facts> {
  const account = await registerAccount(port, 'facts');
  const like = await sendJson(port, 'POST', `/api/apps/${APP}/like`, {
    body: { isLiked: true },
    headers: bearer(account.accessToken),
  });
  const install = await sendJson(port, 'POST', `/api/apps/${APP}/install`, {
    headers: bearer(account.accessToken),
  });
  if (like.status !== 200 || install.status >= 300)
    throw new Error(
      `faits initiaux impossibles : like ${like.status} ${like.body}, install ${install.status} ${install.body}`,
    );
  const facts = { account, likedApp: APP, installedApp: APP };
  const problems = await factProblems(port, facts, account.accessToken);
  if (problems.length > 0) throw new Error(`faits initiaux non vérifiés : ${problems.join(' ; ')}`);
  return facts;
}

/**
 * What no longer holds: the first session still open, sign-in with the code, the like and the
 * install still there. `token` reads the catalogue (the one from a fresh sign-in, after the run).
 */
export async function factProblems(port: number, facts: Facts, token: string): Promise<string[]> {
  const problems: string[] = [];
  const me = await sendJson(port, 'GET', '/api/auth/me', { headers: bearer(facts.account.accessToken) });
  if (me.status !== 200)
    problems.push(`la première session du compte est fermée (${me.status} ${me.body.slice(0, 200)})`);
  const catalogue = await sendJson(port, 'GET', '/api/apps', { headers: bearer(token) });
  const entries = (catalogue.json as { data?: CatalogueEntry[] } | undefined)?.data ?? [];
  if (!entries.find((app) => app.id === facts.likedApp)?.isLikedByUser)
    problems.push(
      `le like de ${facts.likedApp} a disparu (${catalogue.status} ${catalogue.body.slice(0, 200)})`,
    );
  const mine = await sendJson(port, 'GET', '/api/apps/user', { headers: bearer(token) });
  const installed = (mine.json as { data?: { id: string }[] } | undefined)?.data ?? [];
  if (!installed.some((app) => app.id === facts.installedApp))
    problems.push(
      `l'installation de ${facts.installedApp} a disparu (${mine.status} ${mine.body.slice(0, 200)})`,
    );
  return problems;
}

/** Signs the facts account in again with its code; the access token, or the failure. */
export async function signInAgain(port: number, facts: Facts): Promise<{ token?: string; problem?: string }> {
  const { email, code, deviceInfo } = facts.account;
  const answer = await sendJson(port, 'POST', '/api/auth/login', { body: { email, code, deviceInfo } });
  const token = (answer.json as { accessToken?: unknown } | undefined)?.accessToken;
  if (answer.status !== 200 || typeof token !== 'string')
    return {
      problem: `le compte ne se connecte plus avec son code (${answer.status} ${answer.body.slice(0, 200)})`,
    };
  return { token };
}

/** Values the server knows (app ids, a session id of another account) for path parameters. */
export async function harvestValues(port: number, facts: Facts): Promise<string[]> {
  const values = new Set<string>();
  const catalogue = await sendJson(port, 'GET', '/api/apps');
  for (const app of (catalogue.json as { data?: { id: string }[] } | undefined)?.data ?? [])
    values.add(app.id);
  const sessions = await sendJson(port, 'GET', '/api/auth/sessions', {
    headers: bearer(facts.account.accessToken),
  });
  for (const session of (sessions.json as { data?: { id: string }[] } | undefined)?.data ?? [])
    values.add(session.id);
  return [...values];
}
