import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../src/config';

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

/** The backquoted names in the first column of the first table under `## Configuration`. */
function documentedVariables(): string[] {
  const section = readme.split(/^## Configuration$/m)[1]?.split(/^## /m)[0] ?? '';
  const lines = section.split('\n');
  const start = lines.findIndex((line) => line.startsWith('|'));
  if (start === -1) return [];
  const end = lines.findIndex((line, i) => i > start && !line.startsWith('|'));
  const table = lines.slice(start, end === -1 ? undefined : end);
  // The header and the separator row have no backquoted name.
  return table
    .map((row) => /^\|\s*`([A-Z0-9_]+)`\s*\|/.exec(row)?.[1])
    .filter((name): name is string => name !== undefined);
}

describe('the README configuration table', () => {
  it('names every environment variable the configuration reads, and no other', () => {
    const documented = documentedVariables();
    expect(documented.length).toBeGreaterThan(0);
    expect(new Set(documented).size).toBe(documented.length);
    expect([...documented].sort()).toEqual(Object.keys(envSchema.shape).sort());
  });
});
