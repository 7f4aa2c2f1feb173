import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '../../domain/messages';
import { build, expectMessage, login } from './helper';

// A stand-in for dist/web, so the SPA fallback is tested without a browser build.
const webRoot = mkdtempSync(path.join(os.tmpdir(), 'meadow-web-'));
writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Meadow Login</title>');
writeFileSync(path.join(webRoot, 'app.js'), 'console.log(1)');

const t = build({ publicUrl: 'https://meadow.example.org' }, { webRoot });
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

describe('app', () => {
  it('given a client that accepts gzip, should compress a large answer and leave a small one as it is', async () => {
    const rivera = await login(t.app, 'dr.rivera');
    const headers = { ...rivera.headers, 'accept-encoding': 'gzip' };
    const list = await t.app.inject({ method: 'GET', url: `/api/contacts/list/${rivera.userId}`, headers });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(list.rawPayload).toString('utf8')) as { contacts: unknown[] };
    expect(body.contacts.length).toBeGreaterThan(0);
    const small = await t.app.inject({ method: 'GET', url: '/api/auth/expiry_permissions', headers });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('given any response, should carry the security headers and a strict CSP, and no x-powered-by', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/img-src 'self' data:/);
    expect(csp).toMatch(/connect-src 'self' wss:\/\/meadow\.example\.org(;|$)/);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('given a body over 1 MiB, should answer 413 with a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x', password: 'y'.repeat(1024 * 1024 + 10) }),
    });
    expectMessage(res, 413, messages.requestTooLarge);
  });

  it('given malformed JSON, should answer 400 with a message, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expectMessage(res, 400, messages.invalidRequest);
  });

  it('given an unsupported content type, should answer 415 with a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: messages.invalidRequest });
  });

  it('given an unknown /api route, should answer 404 with a message even for a page request', async () => {
    expectMessage(await t.app.inject({ method: 'GET', url: '/api/no/such/thing' }), 404, messages.apiNotFound);
    expectMessage(
      await t.app.inject({ method: 'GET', url: '/api/nothing', headers: { accept: 'text/html' } }),
      404,
      messages.apiNotFound,
    );
  });

  it('given the OpenAPI document, should serve it and list the auth routes with their schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/logout', '/api/auth/expiry_permissions', '/api/insurance/get/{providerId}']),
    );
    expect(doc.paths['/api/auth/login']!.post!.requestBody).toBeDefined();
    expect(Object.keys(doc.paths['/api/auth/login']!.post!.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '429']));
    expect(doc.paths['/api/openapi.json']).toBeUndefined();
  });

  it('given a page route of the web app, should answer index.html (SPA fallback)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/daily', headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Meadow Login');
  });

  it('given a built asset, should serve the file; a missing asset is a plain 404', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain('console.log');
    expectMessage(await t.app.inject({ method: 'GET', url: '/missing.js', headers: { accept: '*/*' } }), 404, messages.notFound);
  });

  // Last in the file: it closes the database under the running app.
  it('given the database failing under a handler, should answer 500 with the generic message only', async () => {
    await t.app.database.close();
    const broken = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'dr.rivera', password: 'x' } });
    expectMessage(broken, 500, messages.serverError);
    expect(broken.body).not.toMatch(/select|login_failures|pool|PGlite/i);
  });
});
