import { describe, expect, it } from 'vitest';

import { pageAddress } from './analytics';

describe('the address the audience measurement is given', () => {
  it('is the origin and the path: no query, no hash', () => {
    expect(
      pageAddress(
        'https://trousse.example/auth?step=login&token=pending-token&provider=google&email=jeanne%40exemple.fr#code',
      ),
    ).toEqual({ page_location: 'https://trousse.example/auth', page_path: '/auth' });
    expect(pageAddress('http://127.0.0.1:3000/?checkout=success')).toEqual({
      page_location: 'http://127.0.0.1:3000/',
      page_path: '/',
    });
    expect(pageAddress('https://trousse.example/app/password-generator#top')).toEqual({
      page_location: 'https://trousse.example/app/password-generator',
      page_path: '/app/password-generator',
    });
  });

  it('keeps a path as the browser wrote it, and drops credentials from the origin', () => {
    expect(pageAddress('https://user:secret@trousse.example/cgv?x=1').page_location).toBe(
      'https://trousse.example/cgv',
    );
    expect(pageAddress('https://trousse.example/app/caf%C3%A9?q=1').page_path).toBe('/app/caf%C3%A9');
  });
});
