import { describe, expect, it } from 'vitest';
import { parseMailAddress, parseOrigins } from './config.ts';
import {
  configFromEnv,
  createFunctionFromEnv,
  databaseFromEnv,
  mailTransportFromEnv,
  positiveInt,
} from './function-env.ts';
import { canonicalJson, clientAddressHash } from './hash.ts';
import { corsHeaders, readBodyCapped, safeEqual } from './http.ts';

const SALT = '3f9a1c0e5b7d2a4c6e8f0a1b';
const envOf = (vars: Record<string, string>) => (name: string) => vars[name];

describe('configuration from the environment', () => {
  it('reads mail addresses, origins and the limits', () => {
    const config = configFromEnv(
      envOf({
        MAIL_FROM: 'Prestige Limousines <noreply@example.at>',
        OPERATOR_EMAIL: 'office@example.at',
        ALLOWED_ORIGINS: 'https://www.example.at/, https://example.at',
        SITE_URL: 'https://www.example.at',
        RATE_LIMIT_PER_MINUTE: '7',
        CONFIRMATIONS_PER_DAY: '40',
        SWEEP_TOKEN: 'sweep-token-0123456789',
        CLIENT_HASH_SALT: SALT,
      }),
    );
    expect(config.mail.from).toEqual({
      name: 'Prestige Limousines',
      address: 'noreply@example.at',
    });
    expect(config.mail.operator).toEqual({ address: 'office@example.at' });
    expect(config.allowedOrigins).toEqual(['https://www.example.at', 'https://example.at']);
    expect(config.rateLimitPerMinute).toBe(7);
    expect(config.confirmationsPerDay).toBe(40);
    expect(config.confirmationsPerRecipientPerDay).toBe(3);
    expect(config.sweepToken).toBe('sweep-token-0123456789');
  });

  describe('the sweep token', () => {
    const production = {
      SUPABASE_DB_URL: 'postgres://postgres@127.0.0.1:1/postgres',
      RESEND_API_KEY: 're_test',
      MAIL_FROM: 'noreply@example.at',
      OPERATOR_EMAIL: 'office@example.at',
      CLIENT_HASH_SALT: SALT,
      SUPABASE_SERVICE_ROLE_KEY: 'service-role-key-0123456789abcdef',
    };
    const sweepWith = (token: string) =>
      new Request('http://x/functions/v1/send-notification/sweep', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });

    it('is SWEEP_TOKEN alone: the service role key never runs a sweep', async () => {
      // Without SWEEP_TOKEN the route is off, whatever key a caller holds.
      const off = await createFunctionFromEnv(envOf(production));
      const unset = await off.handler(sweepWith(production.SUPABASE_SERVICE_ROLE_KEY));
      expect(unset.status).toBe(404);
      await off.db.close();
      const on = await createFunctionFromEnv(
        envOf({ ...production, SWEEP_TOKEN: 'sweep-token-0123456789abcdef' }),
      );
      const refused = await on.handler(sweepWith(production.SUPABASE_SERVICE_ROLE_KEY));
      expect(refused.status).toBe(401);
      await on.db.close();
    });

    it('refuses a short token and the service role key as the token', () => {
      expect(() => configFromEnv(envOf({ ...production, SWEEP_TOKEN: 'short' }))).toThrow(
        /SWEEP_TOKEN must have at least 16/,
      );
      expect(() =>
        configFromEnv(envOf({ ...production, SWEEP_TOKEN: production.SUPABASE_SERVICE_ROLE_KEY })),
      ).toThrow(/not the service role key/);
    });

    it('reads HEARTBEAT_URL, an http(s) address only', () => {
      expect(
        configFromEnv(envOf({ ...production, HEARTBEAT_URL: 'https://hc-ping.com/abc' }))
          .heartbeatUrl,
      ).toBe('https://hc-ping.com/abc');
      expect(() =>
        configFromEnv(envOf({ ...production, HEARTBEAT_URL: 'hc-ping.com/abc' })),
      ).toThrow(/HEARTBEAT_URL/);
    });
  });

  it('refuses to start in production without CLIENT_HASH_SALT rather than use a known salt', async () => {
    const production = {
      SUPABASE_DB_URL: 'postgres://postgres@127.0.0.1:1/postgres',
      RESEND_API_KEY: 're_test',
      MAIL_FROM: 'noreply@example.at',
      OPERATOR_EMAIL: 'office@example.at',
    };
    await expect(createFunctionFromEnv(envOf(production))).rejects.toThrow(/CLIENT_HASH_SALT/);
    await expect(
      createFunctionFromEnv(envOf({ ...production, CLIENT_HASH_SALT: 'short' })),
    ).rejects.toThrow(/CLIENT_HASH_SALT/);
    const deployed = await createFunctionFromEnv(
      envOf({ ...production, CLIENT_HASH_SALT: '3f9a1c0e5b7d2a4c6e8f0a1b2c3d4e5f' }),
    );
    await deployed.db.close();
  });

  it('connects to DB_URL (the transaction pooler) over SUPABASE_DB_URL, unprepared there', async () => {
    const direct = 'postgres://postgres:pw@db.abc.supabase.co:5432/postgres';
    const pooler =
      'postgres://postgres.abc:pw@aws-0-eu-central-1.pooler.supabase.com:6543/postgres';
    expect(databaseFromEnv(envOf({ SUPABASE_DB_URL: direct }))).toEqual({
      url: direct,
      options: { max: 3, prepare: true },
    });
    expect(databaseFromEnv(envOf({ SUPABASE_DB_URL: direct, DB_URL: pooler }))).toEqual({
      url: pooler,
      options: { max: 3, prepare: false },
    });
    // DB_PREPARE says it outright, either way; a blank DB_URL does not hide SUPABASE_DB_URL.
    expect(
      databaseFromEnv(envOf({ DB_URL: pooler, DB_PREPARE: 'true', DB_POOL_SIZE: '5' })).options,
    ).toEqual({ max: 5, prepare: true });
    expect(
      databaseFromEnv(envOf({ SUPABASE_DB_URL: direct, DB_URL: ' ', DB_PREPARE: 'false' })),
    ).toEqual({ url: direct, options: { max: 3, prepare: false } });
    expect(() => databaseFromEnv(envOf({}))).toThrow(/SUPABASE_DB_URL/);

    const deployed = await createFunctionFromEnv(
      envOf({
        SUPABASE_DB_URL: direct,
        DB_URL: 'postgres://postgres@127.0.0.1:6543/postgres',
        RESEND_API_KEY: 're_test',
        MAIL_FROM: 'noreply@example.at',
        OPERATOR_EMAIL: 'office@example.at',
        CLIENT_HASH_SALT: SALT,
      }),
    );
    expect(deployed.db.label).toBe('PostgreSQL (127.0.0.1:6543/postgres)');
    await deployed.db.close();
  });

  describe('SITE_URL, where every link in a mail leads', () => {
    const base = {
      MAIL_FROM: 'noreply@example.at',
      OPERATOR_EMAIL: 'office@example.at',
      CLIENT_HASH_SALT: SALT,
      ALLOWED_ORIGINS: 'https://www.example.at,https://example.at',
    };
    const siteUrl = (value: string, more: Record<string, string> = {}) =>
      configFromEnv(envOf({ ...base, SITE_URL: value, ...more })).mail.siteUrl;

    it('is the origin of a site the function serves', () => {
      expect(siteUrl('https://www.example.at/')).toBe('https://www.example.at');
      expect(siteUrl('https://www.example.at//')).toBe('https://www.example.at');
      // CORS open to every site: any https origin.
      expect(siteUrl('https://www.example.com', { ALLOWED_ORIGINS: '*' })).toBe(
        'https://www.example.com',
      );
      expect(siteUrl('https://example.at')).toBe('https://example.at');
      // The local stack, on this machine.
      expect(siteUrl('http://localhost:4173', { ALLOWED_ORIGINS: 'http://localhost:4173' })).toBe(
        'http://localhost:4173',
      );
    });

    it.each([
      ['www.example.at', /SITE_URL must be the site's https origin/],
      ['https://www.example.at/en/', /SITE_URL must be the site's https origin/],
      ['https://www.example.at/?x=1', /SITE_URL must be the site's https origin/],
      ['http://www.example.at', /SITE_URL must be the site's https origin/],
      ['https://www.example.com', /SITE_URL https:\/\/www\.example\.com is not in ALLOWED_ORIGINS/],
    ])('stops the start on %s, which a mail could not open', (value, error) => {
      expect(() => siteUrl(value)).toThrow(error);
    });

    it('names the default when SITE_URL is unset and the default cannot work', () => {
      expect(() => configFromEnv(envOf(base))).toThrow(
        /SITE_URL \(unset: the default https:\/\/www\.prestige-limousines-salzburg\.at\) https:\/\/www\.prestige-limousines-salzburg\.at is not in ALLOWED_ORIGINS/,
      );
    });

    it('takes any http(s) origin on the local stack, as a phone on the same network uses', () => {
      const local = (value: string) =>
        configFromEnv(
          envOf({ ...base, SITE_URL: value }),
          { allowedOrigins: ['http://localhost:4173'] },
          { local: true },
        ).mail.siteUrl;
      expect(local('http://192.168.1.20:4173')).toBe('http://192.168.1.20:4173');
      expect(local('http://localhost:8080/')).toBe('http://localhost:8080');
      expect(() => local('http://192.168.1.20:4173/en/')).toThrow(/SITE_URL must be/);
    });
  });

  it('refuses to start without the mail addresses', () => {
    expect(() => configFromEnv(envOf({ MAIL_FROM: 'a@b.c' }))).toThrow(/OPERATOR_EMAIL/);
    expect(() => parseMailAddress('not an address')).toThrow();
  });

  it('parses helpers strictly', () => {
    expect(parseOrigins(' , a ,b/')).toEqual(['a', 'b']);
    expect(positiveInt('0', 5)).toBe(5);
    expect(positiveInt('2.5', 5)).toBe(5);
    expect(positiveInt('12', 5)).toBe(12);
  });

  it('chooses Resend over SMTP, and nothing without either', async () => {
    expect(
      (await mailTransportFromEnv(envOf({ RESEND_API_KEY: 'k', SMTP_URL: 'smtp://x' })))?.label,
    ).toBe('Resend API');
    expect(
      (await mailTransportFromEnv(envOf({ SMTP_URL: 'smtp://mail.example:2525' })))?.label,
    ).toBe('SMTP (mail.example:2525)');
    expect(await mailTransportFromEnv(envOf({}))).toBeNull();
  });
});

describe('http helpers', () => {
  it('reads a body up to the cap and no further', async () => {
    const request = (text: string) => new Request('http://x/', { method: 'POST', body: text });
    expect(await readBodyCapped(request('äbc'), 4)).toBe('äbc');
    expect(await readBodyCapped(request('äbcd'), 4)).toBeNull();
    expect(await readBodyCapped(new Request('http://x/'), 4)).toBe('');
  });

  it('allows listed, same and wildcard origins only', () => {
    const url = 'http://localhost:4173/functions/v1/send-notification';
    expect(
      corsHeaders('https://a.example', url, ['https://a.example'])['Access-Control-Allow-Origin'],
    ).toBe('https://a.example');
    expect(corsHeaders('http://localhost:4173', url, [])['Access-Control-Allow-Origin']).toBe(
      'http://localhost:4173',
    );
    expect(corsHeaders('https://evil.example', url, ['https://a.example'])).toEqual({
      Vary: 'Origin',
    });
    expect(corsHeaders('https://any.example', url, ['*'])['Access-Control-Allow-Origin']).toBe('*');
    expect(corsHeaders(null, url, ['*'])).toEqual({ Vary: 'Origin' });
  });

  it('reads where the client address comes from, defaulting to what the caller says', () => {
    const base = { MAIL_FROM: 'a@b.c', OPERATOR_EMAIL: 'o@b.c', CLIENT_HASH_SALT: SALT };
    expect(configFromEnv(envOf(base)).clientAddressSource).toEqual({ kind: 'socket' });
    expect(
      configFromEnv(envOf(base), { clientAddressSource: { kind: 'x-forwarded-for', hops: 1 } })
        .clientAddressSource,
    ).toEqual({ kind: 'x-forwarded-for', hops: 1 });
    expect(
      configFromEnv(envOf({ ...base, CLIENT_ADDRESS_SOURCE: 'cf-connecting-ip' }))
        .clientAddressSource,
    ).toEqual({ kind: 'header', name: 'cf-connecting-ip' });
  });

  it('compares secrets exactly', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});

describe('hashing', () => {
  it('hashes payloads independent of key order', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: undefined }] })).toBe('{"a":[{"d":2}],"b":1}');
  });

  it('salts client addresses per day', async () => {
    const day1 = await clientAddressHash('203.0.113.1', 's', new Date('2026-06-01T23:59:00Z'));
    const day2 = await clientAddressHash('203.0.113.1', 's', new Date('2026-06-02T00:00:00Z'));
    expect(day1).toMatch(/^[0-9a-f]{64}$/);
    expect(day1).not.toBe(day2);
  });
});
