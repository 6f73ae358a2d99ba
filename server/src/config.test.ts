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
    const config = loadConfig({
      DATABASE_URL: '',
      PUBLIC_URL: 'https://konyha.hu/',
      PAYMENT_PROVIDER: 'off',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('https://konyha.hu');
  });

  it('limits orders to 30 per address and e-mail in ten minutes unless ORDER_RATE_LIMIT says otherwise', () => {
    expect(loadConfig({}).orderRateLimit).toBe(30);
    expect(loadConfig({ ORDER_RATE_LIMIT: '5' }).orderRateLimit).toBe(5);
    expect(() => loadConfig({ ORDER_RATE_LIMIT: '0' })).toThrow(/ORDER_RATE_LIMIT/);
  });

  it('allows printers on the private LANs and port 9100 unless PRINTER_NETWORKS and PRINTER_PORTS say otherwise', () => {
    expect(loadConfig({}).printers).toEqual({
      networks: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
      ports: [[9100, 9100]],
    });
    expect(
      loadConfig({ PRINTER_NETWORKS: '127.0.0.0/8, ::1', PRINTER_PORTS: '9100-9102,4000' }).printers,
    ).toEqual({
      networks: ['127.0.0.0/8', '::1'],
      ports: [
        [9100, 9102],
        [4000, 4000],
      ],
    });
    let error: unknown;
    try {
      loadConfig({ PRINTER_NETWORKS: '10.0.0.0/8,192.168.1.0/33', PRINTER_PORTS: '9100,http' });
    } catch (e) {
      error = e;
    }
    expect((error as ConfigError).problems).toEqual([
      expect.stringMatching(/^PRINTER_NETWORKS: "192\.168\.1\.0\/33" is not a CIDR/),
      expect.stringMatching(/^PRINTER_PORTS: "http" is not a port/),
    ]);
  });

  it("signs web pushes with MAIL_FROM's address unless PUSH_SUBJECT says otherwise, and keeps loopback push services off", () => {
    expect(loadConfig({})).toMatchObject({
      pushSubject: 'mailto:no-reply@konyha.hu',
      pushAllowLoopback: false,
    });
    expect(loadConfig({ MAIL_FROM: 'pult@example.hu' }).pushSubject).toBe('mailto:pult@example.hu');
    const https = { MAIL_FROM: 'Konyha', PUBLIC_URL: 'https://konyha.hu', PAYMENT_PROVIDER: 'off' };
    expect(loadConfig(https).pushSubject).toBe('https://konyha.hu');
    expect(() => loadConfig({ MAIL_FROM: 'Konyha' })).toThrow(/PUSH_SUBJECT/);
    expect(loadConfig({ PUSH_SUBJECT: 'https://konyha.hu/kapcsolat' }).pushSubject).toBe(
      'https://konyha.hu/kapcsolat',
    );
    expect(() => loadConfig({ PUSH_SUBJECT: 'http://konyha.hu' })).toThrow(/PUSH_SUBJECT/);
    expect(loadConfig({ PUSH_ALLOW_LOOPBACK: '1' }).pushAllowLoopback).toBe(true);
    expect(() => loadConfig({ PUSH_ALLOW_LOOPBACK: 'yes' })).toThrow(/PUSH_ALLOW_LOOPBACK/);
  });

  describe('the payment provider (issue 27)', () => {
    const simplePay = {
      PAYMENT_PROVIDER: 'simplepay',
      SIMPLEPAY_MERCHANT: 'KONYHAHUF',
      SIMPLEPAY_SECRET_KEY: 'card-key',
    };

    it('is the sandbox bank on a machine of its own, where nobody else can pay', () => {
      for (const url of [
        'http://localhost:8080',
        'http://127.0.0.1:3000',
        'http://[::1]:8080',
        'http://shop.localhost',
      ]) {
        expect(loadConfig({ PUBLIC_URL: url }).payments).toMatchObject({
          provider: 'sandbox',
          explicit: false,
        });
      }
    });

    it('refuses to start the sandbox by itself for a public address, and says what to set', () => {
      expect(() => loadConfig({ PUBLIC_URL: 'https://konyha.hu' })).toThrow(
        /PAYMENT_PROVIDER: PUBLIC_URL https:\/\/konyha\.hu is not this machine.*PAYMENT_PROVIDER=simplepay.*PAYMENT_PROVIDER=off.*PAYMENT_PROVIDER=sandbox/s,
      );
      // Spelled like loopback, but not: a name that only starts with it.
      expect(() => loadConfig({ PUBLIC_URL: 'https://127.0.0.1.konyha.hu' })).toThrow(/PAYMENT_PROVIDER/);
      expect(
        loadConfig({ PUBLIC_URL: 'https://konyha.hu', PAYMENT_PROVIDER: 'sandbox' }).payments,
      ).toMatchObject({
        provider: 'sandbox',
        explicit: true,
      });
    });

    it('takes SimplePay with the accounts it is given, on its sandbox unless SIMPLEPAY_URL says otherwise', () => {
      const config = loadConfig({ PUBLIC_URL: 'https://konyha.hu', ...simplePay });
      expect(config.payments).toEqual({
        provider: 'simplepay',
        explicit: true,
        simplePay: {
          url: 'https://sandbox.simplepay.hu/payment',
          card: { merchant: 'KONYHAHUF', secretKey: 'card-key' },
          szep: undefined,
        },
      });
      const live = loadConfig({ ...simplePay, SIMPLEPAY_URL: 'https://secure.simplepay.hu/payment/' });
      expect(live.payments.simplePay.url).toBe('https://secure.simplepay.hu/payment');
    });

    it('names a merchant account given by halves, a SimplePay without any, and an unknown provider', () => {
      expect(() => loadConfig({ PAYMENT_PROVIDER: 'simplepay' })).toThrow(/needs SIMPLEPAY_MERCHANT/);
      expect(() => loadConfig({ ...simplePay, SIMPLEPAY_SZEP_MERCHANT: 'KONYHASZEP' })).toThrow(
        /SIMPLEPAY_SZEP_SECRET_KEY: set it with SIMPLEPAY_SZEP_MERCHANT/,
      );
      expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER: must be sandbox/);
      expect(() => loadConfig({ ...simplePay, SIMPLEPAY_URL: 'ftp://x' })).toThrow(/SIMPLEPAY_URL/);
    });
  });
});
