import type { z } from 'zod';

/**
 * French messages for the validation issues that a schema does not word itself (the spec's
 * own messages, set in the schemas, always win). Each says what is wrong and what is allowed,
 * and never repeats more than a few characters of what was sent (DECISIONS §8).
 */

/** At most this many characters of anything the caller sent appear in a message. */
export const ECHO_MAX = 24;

/** `value` cut to ECHO_MAX characters, with an ellipsis when cut. */
export function shortEcho(value: string): string {
  const chars = Array.from(value);
  return chars.length <= ECHO_MAX ? value : `${chars.slice(0, ECHO_MAX).join('')}…`;
}

const typeNames: Record<string, string> = {
  string: 'Texte attendu',
  number: 'Nombre attendu',
  int: 'Nombre entier attendu',
  bigint: 'Nombre entier attendu',
  boolean: 'Booléen attendu (true ou false)',
  object: 'Objet attendu',
  array: 'Liste attendue',
  date: 'Date attendue',
  null: 'Valeur nulle attendue',
};

const number = (value: number) => String(value).replace('.', ',');

/** "entre 1 et 100", "au moins 1", "au plus 100", or nothing when the schema has no bounds. */
function bounds(min: number | null | undefined, max: number | null | undefined): string {
  const hasMin = typeof min === 'number' && Number.isFinite(min) && min > Number.MIN_SAFE_INTEGER;
  const hasMax = typeof max === 'number' && Number.isFinite(max) && max < Number.MAX_SAFE_INTEGER;
  if (hasMin && hasMax) return `entre ${number(min)} et ${number(max)}`;
  if (hasMin) return `au moins ${number(min)}`;
  if (hasMax) return `au plus ${number(max)}`;
  return '';
}

interface NumberBounds {
  minValue?: number | null;
  maxValue?: number | null;
}

function tooBig(issue: { origin?: string; maximum: unknown; inclusive?: boolean }): string {
  const max = Number(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return `Trop long : au plus ${number(max)} caractère${max > 1 ? 's' : ''}`;
    case 'array':
    case 'set':
      return `Trop d'éléments : au plus ${number(max)}`;
    default:
      return issue.inclusive === false
        ? `Valeur trop grande : inférieure à ${number(max)} attendue`
        : `Valeur trop grande : au plus ${number(max)}`;
  }
}

function tooSmall(issue: { origin?: string; minimum: unknown; inclusive?: boolean }): string {
  const min = Number(issue.minimum);
  switch (issue.origin) {
    case 'string':
      return min <= 1 ? 'Ne doit pas être vide' : `Trop court : au moins ${number(min)} caractères`;
    case 'array':
    case 'set':
      return `Pas assez d'éléments : au moins ${number(min)}`;
    default:
      return issue.inclusive === false
        ? `Valeur trop petite : supérieure à ${number(min)} attendue`
        : `Valeur trop petite : au moins ${number(min)}`;
  }
}

function invalidType(issue: { expected: string; input?: unknown; inst?: unknown }): string {
  const { expected, input } = issue;
  if (input === undefined) return 'Champ obligatoire';
  if (expected === 'number' || expected === 'int') {
    const range = bounds((issue.inst as NumberBounds)?.minValue, (issue.inst as NumberBounds)?.maxValue);
    if (typeof input === 'number' && !Number.isNaN(input) && !Number.isFinite(input))
      return range ? `Nombre hors limites : ${range} attendu` : 'Nombre hors limites';
    if (expected === 'int' && typeof input === 'number')
      return range ? `Nombre entier attendu, ${range}` : 'Nombre entier attendu';
    return range ? `Nombre attendu, ${range}` : 'Nombre attendu';
  }
  return typeNames[expected] ?? 'Valeur invalide';
}

function invalidFormat(issue: { format: string }): string {
  switch (issue.format) {
    case 'email':
      return 'Adresse e-mail invalide';
    case 'uuid':
    case 'guid':
      return 'Identifiant invalide';
    case 'url':
      return 'Adresse web invalide';
    default:
      return 'Format invalide';
  }
}

/**
 * For `z.config({ customError })`: the French message of an issue, or undefined to let the
 * schema's own message (or zod's French locale) speak.
 */
export const frenchValidationError: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(issue);
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return invalidFormat(issue);
    case 'not_multiple_of':
      return `Multiple de ${number(Number(issue.divisor))} attendu`;
    case 'unrecognized_keys': {
      const keys = issue.keys.slice(0, 3).map((key) => `« ${shortEcho(key)} »`);
      const more = issue.keys.length > 3 ? ` et ${issue.keys.length - 3} autre(s)` : '';
      return `Champ${issue.keys.length > 1 ? 's' : ''} non permis : ${keys.join(', ')}${more}`;
    }
    case 'invalid_value': {
      const values = issue.values.slice(0, 8).map((value) => shortEcho(String(value)));
      return values.length === 1
        ? `Valeur attendue : ${values[0]}`
        : `Valeur non permise : une parmi ${values.join(', ')} attendue`;
    }
    case 'invalid_union':
      return 'Valeur invalide';
    default:
      return undefined;
  }
};
