import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, fastifyTrustProxy, loadConfig, startWarnings } from '../src/config';

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

describe('TRUST_PROXY', () => {
  const trustProxy = (value: string | undefined) => loadConfig({ TRUST_PROXY: value }).trustProxy;

  it.each([undefined, '', '  ', 'false', 'FALSE', '0', '00'])('%j means no proxy', (value) => {
    expect(trustProxy(value)).toBe(false);
  });

  it('takes a hop count: the number of proxies in front', () => {
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy(' 2 ')).toBe(2);
  });

  it('takes a list of proxy addresses and CIDR ranges, IPv4 and IPv6', () => {
    const list = trustProxy('10.0.0.1, 10.0.0.0/8,192.168.1.0/24 ,::1,fd00::/8, ::ffff:10.0.0.0/104');
    expect(list).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
      '192.168.1.0/24',
      '::1',
      'fd00::/8',
      '::ffff:10.0.0.0/104',
    ]);
    // Fastify compiles the list at construction: what the configuration accepts, it accepts.
    const app = Fastify({ trustProxy: fastifyTrustProxy(list) });
    return app.close();
  });

  it.each(['true', 'TRUE', ' true '])('refuses %j, which would trust every hop', (value) => {
    expect(() => trustProxy(value)).toThrow(ConfigError);
    expect(() => trustProxy(value)).toThrow(
      '- TRUST_PROXY : « true » ferait confiance à tous les intermédiaires ; indiquez le nombre de proxys (1) ou leurs adresses (10.0.0.1, 10.0.0.0/8)',
    );
  });

  it.each([
    'yes',
    '-1',
    '1.5',
    '1e3',
    '99999999999999999999',
    '10.0.0.256',
    '10.0.0.0/33',
    '10.0.0.0/ 8',
    '10.0.0.0/+8',
    '10.0.0.0/8/8',
    '::1/129',
    'fe80::1%eth0',
    '10.0.0.1,',
    '10.0.0.1;10.0.0.2',
    'proxy.example',
    'loopback',
  ])('refuses %j and names the variable', (value) => {
    expect(() => trustProxy(value)).toThrow(ConfigError);
    expect(() => trustProxy(value)).toThrow(/- TRUST_PROXY : /);
  });
});

describe('start warnings', () => {
  const exposedWarning = /NODE_ENV=.*production.*(HOST|PUBLIC_URL)/;

  it('stays quiet for a local development server', () => {
    expect(startWarnings(loadConfig({}))).toEqual([]);
    expect(startWarnings(loadConfig({ HOST: '127.0.0.2', PUBLIC_URL: 'http://127.0.0.1:3000' }))).toEqual([]);
    expect(startWarnings(loadConfig({ HOST: '::1', PUBLIC_URL: 'http://[::1]:3000' }))).toEqual([]);
    expect(startWarnings(loadConfig({ HOST: 'localhost' }))).toEqual([]);
  });

  it('warns once, naming NODE_ENV and HOST, when listening beyond loopback outside production', () => {
    const warnings = startWarnings(loadConfig({ HOST: '0.0.0.0' }));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(exposedWarning);
    expect(warnings[0]).toContain('NODE_ENV=development');
    expect(warnings[0]).toContain('HOST=0.0.0.0');
    expect(warnings[0]).not.toContain('PUBLIC_URL=');
  });

  it('warns for a public PUBLIC_URL too, in test mode as in development', () => {
    const warnings = startWarnings(
      loadConfig({ NODE_ENV: 'test', HOST: '::', PUBLIC_URL: 'https://trousse.example' }),
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('NODE_ENV=test');
    expect(warnings[0]).toContain('HOST=::');
    expect(warnings[0]).toContain('PUBLIC_URL=https://trousse.example');
  });

  it('stays quiet in production', () => {
    const production = { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) };
    expect(
      startWarnings(loadConfig({ ...production, HOST: '0.0.0.0', PUBLIC_URL: 'https://trousse.example' })),
    ).toEqual([]);
  });

  it('warns that a hop count lets direct clients choose their IP when HOST is not loopback', () => {
    const production = { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32), HOST: '0.0.0.0' };
    const warnings = startWarnings(loadConfig({ ...production, TRUST_PROXY: '1' }));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^TRUST_PROXY=1 .*HOST=0\.0\.0\.0/);
    expect(startWarnings(loadConfig({ ...production, TRUST_PROXY: '10.0.0.0/8' }))).toEqual([]);
    expect(startWarnings(loadConfig({ TRUST_PROXY: '1' }))).toEqual([]);
  });
});
