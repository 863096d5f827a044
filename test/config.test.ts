import { describe, expect, it } from 'vitest';
import { ConfigError, closestVariable, configWarnings, KNOWN_VARIABLES, loadConfig } from '../src/config.js';

const PG_URL = 'postgres://lintel@db.example:5432/lintel';
const KEY = 'k'.repeat(32);

/** The message of the ConfigError `env` raises (fails when none is raised). */
function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig defaults (contract §4)', () => {
  it('with no variables: port 4000 on 127.0.0.1, embedded database in ./.lintel, demo on', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      production: false,
      port: 4000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: './.lintel',
      bootstrap: {},
      demo: true,
      secretKey: undefined,
      adminKey: undefined,
      allowPrivateNetworks: false,
      graphiql: true,
    });
  });

  it('retries webhooks after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h by default', () => {
    expect(loadConfig({}).webhookRetrySchedule).toEqual([5, 300, 1800, 7200, 18000, 36000, 36000]);
  });

  it('takes another retry schedule as a comma-separated list of seconds', () => {
    expect(loadConfig({ LINTEL_WEBHOOK_RETRY_SCHEDULE: '2,3,5' }).webhookRetrySchedule).toEqual([2, 3, 5]);
    expect(loadConfig({ LINTEL_WEBHOOK_RETRY_SCHEDULE: ' 1 , 60 ' }).webhookRetrySchedule).toEqual([1, 60]);
  });

  it('claims a webhook delivery for 8 s (renewed while it runs), 4 of one subscription at a time per process', () => {
    expect(loadConfig({})).toMatchObject({ webhookLeaseMs: 8000, webhookSubscriptionConcurrency: 4 });
    expect(
      loadConfig({ LINTEL_WEBHOOK_LEASE_SECONDS: '1.5', LINTEL_WEBHOOK_SUBSCRIPTION_CONCURRENCY: '1' }),
    ).toMatchObject({ webhookLeaseMs: 1500, webhookSubscriptionConcurrency: 1 });
  });

  it('with DATABASE_URL: demo off by default, on when asked for', () => {
    const config = loadConfig({ DATABASE_URL: PG_URL, LINTEL_SECRET_KEY: KEY });
    expect(config.databaseUrl).toBe(PG_URL);
    expect(config.secretKey).toBe(KEY);
    expect(config.demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: PG_URL, LINTEL_SECRET_KEY: KEY, LINTEL_DEMO: 'true' }).demo).toBe(true);
    expect(loadConfig({ LINTEL_DEMO: 'false' }).demo).toBe(false);
  });

  it('reads every variable it documents', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      LINTEL_DATA_DIR: 'memory://',
      LINTEL_ACCOUNT_ID: '7a1c3a5e-2f7b-4d51-9a57-0c1ef4d8f2a1',
      LINTEL_CLIENT_ID: '0f3b9c1e-6a2d-4e8f-b7c4-5d9e1a2b3c4d',
      LINTEL_CLIENT_SECRET: 'a-secret-of-at-least-16-chars',
      LINTEL_ADMIN_KEY: 'admin-key-0123456789',
      LINTEL_ALLOW_PRIVATE_NETWORKS: 'true',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: 'memory://',
      bootstrap: {
        accountId: '7a1c3a5e-2f7b-4d51-9a57-0c1ef4d8f2a1',
        clientId: '0f3b9c1e-6a2d-4e8f-b7c4-5d9e1a2b3c4d',
        clientSecret: 'a-secret-of-at-least-16-chars',
      },
      adminKey: 'admin-key-0123456789',
      allowPrivateNetworks: true,
    });
  });
});

describe('loadConfig refuses bad values with a ConfigError naming the variable', () => {
  it('DATABASE_URL without LINTEL_SECRET_KEY', () => {
    expect(configError({ DATABASE_URL: PG_URL })).toContain('LINTEL_SECRET_KEY');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['DATABASE_URL', 'mysql://db/lintel'],
    ['LINTEL_ACCOUNT_ID', 'not-a-uuid'],
    ['LINTEL_CLIENT_ID', '1234'],
    ['LINTEL_CLIENT_SECRET', 'short'],
    ['LINTEL_SECRET_KEY', 'too-short'],
    ['LINTEL_ADMIN_KEY', 'short'],
    ['LINTEL_DEMO', 'maybe'],
    ['LINTEL_GRAPHIQL', 'perhaps'],
    ['LINTEL_ALLOW_PRIVATE_NETWORKS', 'sure'],
    ['LINTEL_WEBHOOK_RETRY_SCHEDULE', '5,soon,60'],
    ['LINTEL_WEBHOOK_RETRY_SCHEDULE', '5,-1'],
    ['LINTEL_LOG_LEVEL', 'loud'],
    ['LINTEL_WEBHOOK_LEASE_SECONDS', '0.1'],
    ['LINTEL_WEBHOOK_SUBSCRIPTION_CONCURRENCY', '0'],
  ])('%s=%s', (name, value) => {
    const message = configError({ [name]: value });
    expect(message).toContain(name);
    // Only the bad variable is blamed.
    const blamed = message.split('\n').filter((line) => /^\s+[A-Z_]+:/.test(line));
    expect(blamed).toHaveLength(1);
    expect(blamed[0]?.trim().startsWith(`${name}:`)).toBe(true);
  });
});

describe('GraphiQL and introspection', () => {
  it('are on outside production', () => {
    expect(loadConfig({}).graphiql).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).graphiql).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).graphiql).toBe(true);
  });

  it('are off in production unless LINTEL_GRAPHIQL=true', () => {
    const production = loadConfig({ NODE_ENV: 'production' });
    expect(production.production).toBe(true);
    expect(production.graphiql).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', LINTEL_GRAPHIQL: 'true' }).graphiql).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', LINTEL_GRAPHIQL: 'false' }).graphiql).toBe(false);
  });

  it('can be turned off outside production', () => {
    expect(loadConfig({ LINTEL_GRAPHIQL: 'false' }).graphiql).toBe(false);
  });
});

describe('warnings at start (issue 22)', () => {
  const warningsOf = (env: Record<string, string>) => configWarnings(env, loadConfig(env));

  it('name the closest known variable of a misspelt LINTEL_ one', () => {
    expect(warningsOf({ LINTEL_WORKER: '2' })).toEqual([
      'LINTEL_WORKER is not a Lintel variable and is ignored: did you mean LINTEL_WORKERS?',
    ]);
    expect(closestVariable('LINTEL_DATADIR')).toBe('LINTEL_DATA_DIR');
    expect(closestVariable('LINTEL_CORS_ORIGIN')).toBe('LINTEL_CORS_ORIGINS');
    expect(closestVariable('LINTEL_SOMETHING_ELSE_ENTIRELY')).toBeUndefined();
    expect(warningsOf({ LINTEL_SOMETHING_ELSE_ENTIRELY: 'x' })[0]).toMatch(/is ignored \(the README/);
  });

  it('are silent for the variables Lintel reads, and for others than LINTEL_', () => {
    expect(KNOWN_VARIABLES).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'LINTEL_WORKERS']));
    const every = Object.fromEntries(KNOWN_VARIABLES.map((name) => [name, undefined]));
    expect(
      configWarnings({ ...every, PATH: '/usr/bin', LINTEL_CHROMIUM_PATH: '/x' }, loadConfig({})),
    ).toEqual([]);
  });

  it('say what production needs on the embedded database, where no demo consumer is created unless asked', () => {
    const config = loadConfig({ NODE_ENV: 'production' });
    expect(config.demo).toBe(false);
    const [warning, ...more] = configWarnings({ NODE_ENV: 'production' }, config);
    expect(more).toEqual([]);
    expect(warning).toMatch(/^NODE_ENV=production on the embedded database/);
    expect(warning).toContain('DATABASE_URL');
    expect(warning).toContain(
      'LINTEL_SECRET_KEY (without it the key is generated into ./.lintel/secret.key)',
    );
    expect(warning).toContain('no demo consumer is created (LINTEL_DEMO=true would create one)');

    const withDemo = { NODE_ENV: 'production', LINTEL_DEMO: 'true', LINTEL_SECRET_KEY: KEY };
    expect(loadConfig(withDemo).demo).toBe(true);
    expect(warningsOf(withDemo)[0]).toContain('the demo consumer is created because LINTEL_DEMO=true');
  });

  it('on PostgreSQL in production, only about a demo asked for', () => {
    const env = { NODE_ENV: 'production', DATABASE_URL: PG_URL, LINTEL_SECRET_KEY: KEY };
    expect(warningsOf(env)).toEqual([]);
    expect(warningsOf({ ...env, LINTEL_DEMO: 'true' })).toEqual([
      'NODE_ENV=production with LINTEL_DEMO=true: a demo consumer with Sandbox connections is created in the bootstrap account',
    ]);
  });
});
