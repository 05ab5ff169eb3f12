import { existsSync } from 'node:fs';
import { PASSWORD_GENERATOR_ID } from '@trousse/contracts/app-category';
import { describe, expect, it } from 'vitest';

import { extraCode, pageList, pages } from './pages';
import { appPath, paths } from './paths';

const src = new URL('../', import.meta.url);

describe('the table of pages', () => {
  it('names each address once, and each page has its module', () => {
    const addresses = pageList.map((page) => page.path);
    expect(new Set(addresses).size).toBe(addresses.length);
    for (const page of pageList) expect(existsSync(new URL(`app/routes/${page.route}.tsx`, src))).toBe(true);
    for (const file of Object.values(extraCode)) expect(existsSync(new URL(file, src))).toBe(true);
  });

  it('keeps the addresses links use', () => {
    expect(paths.dashboard).toBe('/');
    expect(paths.app).toBe('/app/:id');
    expect(paths.auth).toBe('/auth');
    expect(paths.securityCharter).toBe('/security-charter');
    expect(Object.keys(paths)).toEqual(Object.keys(pages));
  });

  it("loads the generator with the generator's page", () => {
    expect(pages.app.extra.map((extra) => extra.path)).toEqual([appPath(PASSWORD_GENERATOR_ID)]);
  });
});
