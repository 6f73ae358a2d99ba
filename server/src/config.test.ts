import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('starts with the defaults of DESIGN §4 when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, host: '127.0.0.1', logLevel: 'info', databaseUrl: undefined });
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.dataDir).toMatch(/data$/);
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://localhost/konyha',
        SMTP_URL: 'http://mail',
        ADMIN_EMAIL: 'not-an-address',
        JWT_SECRET: 'short',
        LOG_LEVEL: 'loud',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const names = (error as ConfigError).problems.map((p) => p.split(':')[0]);
    expect(names.sort()).toEqual([
      'ADMIN_EMAIL',
      'DATABASE_URL',
      'JWT_SECRET',
      'LOG_LEVEL',
      'PORT',
      'SMTP_URL',
    ]);
  });

  it('treats an empty variable as unset and trims the trailing slash of PUBLIC_URL', () => {
    const config = loadConfig({ DATABASE_URL: '', PUBLIC_URL: 'https://konyha.hu/' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('https://konyha.hu');
  });

  it('limits orders to 30 per address and e-mail in ten minutes unless ORDER_RATE_LIMIT says otherwise', () => {
    expect(loadConfig({}).orderRateLimit).toBe(30);
    expect(loadConfig({ ORDER_RATE_LIMIT: '5' }).orderRateLimit).toBe(5);
    expect(() => loadConfig({ ORDER_RATE_LIMIT: '0' })).toThrow(/ORDER_RATE_LIMIT/);
  });
});
