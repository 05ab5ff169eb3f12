import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

describe('configuration', () => {
  it('has working defaults for a newcomer', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: undefined,
      redisUrl: undefined,
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      nodeEnv: 'development',
      isProduction: false,
      trustProxy: false,
    });
  });

  it('keeps only the origin of PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://trousse.example/chemin/' }).publicUrl).toBe(
      'https://trousse.example',
    );
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['REDIS_URL', 'http://localhost'],
    ['PUBLIC_URL', 'pas une url'],
    ['APP_SECRET', 'trop-court'],
    ['SMTP_URL', 'localhost:25'],
    ['LOG_LEVEL', 'bavard'],
    ['NODE_ENV', 'staging'],
  ])('stops on a wrong %s and names it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`- ${name} :`));
  });

  it('requires APP_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/APP_SECRET : est obligatoire/);
    expect(loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) }).isProduction).toBe(true);
  });
});
