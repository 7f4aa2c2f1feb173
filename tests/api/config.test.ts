import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configDocs, loadConfig } from '../../server/config';

describe('loadConfig', () => {
  it('given no environment, should use the safe defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      sessionTtl: 1800,
      sessionMaxAge: 43_200,
      seedDemo: true,
      loginMaxFailures: 5,
      loginMaxFailuresPerUsername: 50,
      loginMaxFailuresPerIp: 20,
      trustProxy: false,
      turnUrls: [],
    });
    expect(c.dataDir).toMatch(/data$/);
  });

  it('given DATABASE_URL, should not seed unless SEED_DEMO says so', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://h/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://h/db', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('given bad values, should fail naming each variable', () => {
    expect(() => loadConfig({ PORT: 'abc', SESSION_TTL: '-1' })).toThrow(/PORT[\s\S]*SESSION_TTL/);
  });

  it('given no video variables, should use the public Jitsi Meet deployment and one-hour TURN credentials without a secret', () => {
    expect(loadConfig({})).toMatchObject({ secureVideoBaseUrl: 'https://meet.jit.si', turnSecret: undefined, turnTtlSeconds: 3600 });
    expect(loadConfig({ SECURE_VIDEO_BASE_URL: 'https://video.example/' }).secureVideoBaseUrl).toBe('https://video.example');
    expect(loadConfig({ SECURE_VIDEO_BASE_URL: '' }).secureVideoBaseUrl).toBeUndefined();
    expect(() => loadConfig({ SECURE_VIDEO_BASE_URL: 'javascript:alert(1)' })).toThrow(/SECURE_VIDEO_BASE_URL/);
    expect(loadConfig({ TURN_SECRET: 's3cret', TURN_TTL_SECONDS: '600' })).toMatchObject({ turnSecret: 's3cret', turnTtlSeconds: 600 });
  });

  it('given TURN_URLS, should split the list', () => {
    expect(loadConfig({ TURN_URLS: 'stun:a:3478, turn:b:3478 ' }).turnUrls).toEqual(['stun:a:3478', 'turn:b:3478']);
  });

  it('given no PUSH_* variables, should push, sign as the default subject and allow only the browsers\' push services', () => {
    const c = loadConfig({});
    expect(c.pushEnabled).toBe(true);
    expect(c.pushSubject).toBe('mailto:support@meadow.example');
    expect(c.pushServiceHosts).toEqual(['fcm.googleapis.com', 'push.services.mozilla.com', 'push.apple.com', 'notify.windows.com']);
    const set = loadConfig({ PUSH_ENABLED: 'off', PUSH_SUBJECT: 'https://practice.example/contact', PUSH_SERVICE_HOSTS: ' Push.Example , 127.0.0.1,' });
    expect(set).toMatchObject({ pushEnabled: false, pushSubject: 'https://practice.example/contact', pushServiceHosts: ['push.example', '127.0.0.1'] });
    expect(() => loadConfig({ PUSH_SUBJECT: 'support@meadow.example' })).toThrow(/PUSH_SUBJECT/);
  });

  it('given no MAIL_OUTBOX_DIR, should keep the outbox under DATA_DIR; given one, should use it', () => {
    expect(loadConfig({}).outboxDir).toBe(path.resolve('data', 'outbox'));
    expect(loadConfig({ DATA_DIR: '/srv/meadow' }).outboxDir).toBe('/srv/meadow/outbox');
    expect(loadConfig({ DATA_DIR: '/srv/meadow', MAIL_OUTBOX_DIR: 'mail-out' }).outboxDir).toBe(path.resolve('mail-out'));
    expect(loadConfig({ MAIL_OUTBOX_DIR: '  ' }).outboxDir).toBe(path.resolve('data', 'outbox'));
  });

  it('given no JOBS_* or SMS_* variables, should run jobs every second and only log SMS (lead times are each practice\'s setting)', () => {
    expect(loadConfig({})).toMatchObject({ jobsEnabled: true, jobsPollMs: 1000, jobsBatch: 20, smsTransport: 'log', smsHttpUrl: undefined });
    const set = loadConfig({
      JOBS_ENABLED: 'off',
      JOBS_POLL_MS: '50',
      SMS_TRANSPORT: 'http',
      SMS_HTTP_URL: 'http://127.0.0.1:9/Messages.json',
      SMS_HTTP_USER: 'AC1',
      SMS_HTTP_TOKEN: 'secret',
      SMS_FROM: '+15550001111',
    });
    expect(set).toMatchObject({ jobsEnabled: false, jobsPollMs: 50, smsTransport: 'http', smsFrom: '+15550001111' });
    expect(() => loadConfig({ SMS_TRANSPORT: 'http' })).toThrow(/SMS_TRANSPORT/);
    expect(() => loadConfig({ SMS_TRANSPORT: 'carrier-pigeon' })).toThrow(/SMS_TRANSPORT/);
    expect(() => loadConfig({ SMS_HTTP_URL: 'ftp://x' })).toThrow(/SMS_HTTP_URL/);
  });

  it('should document every variable it reads', () => {
    const documented = configDocs.map((d) => d.name);
    for (const name of ['PORT', 'DATA_DIR', 'DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'MAIL_FROM', 'MAIL_OUTBOX_DIR', 'PUBLIC_URL', 'SESSION_TTL', 'SESSION_MAX_AGE', 'TURN_URLS', 'TURN_SECRET', 'TURN_TTL_SECONDS', 'SECURE_VIDEO_BASE_URL', 'SEED_DEMO', 'LOG_LEVEL', 'LOGIN_MAX_FAILURES', 'LOGIN_MAX_FAILURES_PER_USERNAME', 'PUSH_ENABLED', 'PUSH_SUBJECT', 'PUSH_SERVICE_HOSTS', 'JOBS_ENABLED', 'JOBS_POLL_MS', 'JOBS_BATCH', 'SMS_TRANSPORT', 'SMS_HTTP_URL', 'SMS_HTTP_USER', 'SMS_HTTP_TOKEN', 'SMS_FROM']) {
      expect(documented).toContain(name);
    }
  });
});
