import { STATUS_CODES } from 'node:http';
import type { RawAnswer } from './http';
import type { Prepared } from './mutations';

/**
 * What every answer must respect (DECISIONS §8): no 5xx; every 4xx a JSON object
 * `{error: <French message>, code: <the product's code>, …}` without Fastify's `statusCode` or
 * `message`, repeating no long part of the input; input that breaks the schemas refused.
 */

export interface Problem {
  /** A short stable name: `server-error`, `error-shape`, `echo`, `accepted-invalid`… */
  check: string;
  detail: string;
}

const PRODUCT_CODE = /^[A-Z][A-Z0-9_]+$/;
/** Codes of the framework, the HTTP parser or Node, which the product must translate. */
const FOREIGN_CODE = /^(FST_|HPE_|ERR_)/;
const ENGLISH_PHRASES = new Set(Object.values(STATUS_CODES));
const ENGLISH_WORDS =
  /\b(the|is|are|must|should|invalid|not|request|body|required|error|failed|unexpected|expected|property|querystring)\b/i;
/** How much of an input an error answer may repeat. */
export const ECHO_WINDOW = 40;

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The product's error shape; the list of what is wrong with `answer` (empty when it is right). */
export function shapeProblems(answer: RawAnswer): string[] {
  const wrong: string[] = [];
  const type = String(answer.headers['content-type'] ?? '');
  if (!/^application\/json\b/i.test(type)) wrong.push(`Content-Type ${type || 'absent'} au lieu de JSON`);
  if (!isRecord(answer.json)) return [...wrong, 'le corps n’est pas un objet JSON'];
  const { error, code } = answer.json;
  if (typeof error !== 'string' || error.trim() === '') wrong.push('pas de message `error`');
  else if (ENGLISH_PHRASES.has(error) || ENGLISH_WORDS.test(error))
    wrong.push(`message en anglais : ${JSON.stringify(error.slice(0, 60))}`);
  if (typeof code !== 'string') wrong.push('pas de `code`');
  else if (!PRODUCT_CODE.test(code) || FOREIGN_CODE.test(code))
    wrong.push(`code ${JSON.stringify(code.slice(0, 40))} qui n’est pas un code du produit`);
  for (const key of ['statusCode', 'message'])
    if (key in answer.json) wrong.push(`clé \`${key}\` de Fastify`);
  return wrong;
}

/** A run of `ECHO_WINDOW` characters of a probe that the answer repeats (raw or JSON-escaped). */
export function echoedRun(body: string, probe: string): string | undefined {
  if (probe.length < ECHO_WINDOW) return undefined;
  // The long probes are one short chunk repeated: the first offsets cover every window.
  const offsets = Math.min(probe.length - ECHO_WINDOW, probe.length > 4_000 ? 64 : probe.length);
  for (let offset = 0; offset <= offsets; offset++) {
    const window = probe.slice(offset, offset + ECHO_WINDOW);
    if (body.includes(window) || body.includes(JSON.stringify(window).slice(1, -1))) return window;
  }
  return undefined;
}

/** Every check of one answer to one prepared request. */
export function answerProblems(prepared: Prepared, answer: RawAnswer): Problem[] {
  const problems: Problem[] = [];
  const { status } = answer;
  if (status >= 500) problems.push({ check: 'server-error', detail: `réponse ${status}` });
  if (status >= 400 && status < 500) {
    const wrong = shapeProblems(answer);
    if (wrong.length > 0) problems.push({ check: 'error-shape', detail: wrong.join(' ; ') });
    for (const probe of prepared.probes) {
      const run = echoedRun(answer.body, probe);
      if (run) {
        problems.push({ check: 'echo', detail: `la réponse répète ${JSON.stringify(run)} de l’entrée` });
        break;
      }
    }
    const unknown = refusedUnknownKeys(answer, prepared.unknownQueryKeys);
    if (unknown.length > 0)
      problems.push({
        check: 'unknown-query-key',
        detail: `refuse le paramètre inconnu ${unknown.join(', ')} (les paramètres non déclarés sont ignorés)`,
      });
  }
  if (prepared.mustRefuse && status >= 200 && status < 300)
    problems.push({
      check: 'accepted-invalid',
      detail: `accepté (${status}) alors que ${prepared.mustRefuse}`,
    });
  return problems;
}

/** The undeclared query keys a refusal names in its details. */
function refusedUnknownKeys(answer: RawAnswer, keys: string[]): string[] {
  if (keys.length === 0 || !isRecord(answer.json)) return [];
  const details = Array.isArray(answer.json.details) ? answer.json.details : [];
  const fields = details.map((detail) => (isRecord(detail) ? String(detail.field ?? '') : ''));
  return keys.filter((key) => fields.some((field) => field === key || field.split(/[.,]/).includes(key)));
}
