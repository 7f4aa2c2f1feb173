import { describe, expect, it } from 'vitest';
import { deviceCookieOptions } from '../../../server/auth/device-cookie';

describe('deviceCookieOptions', () => {
  it.each([
    ['an https PUBLIC_URL behind a plain-http proxy', 'https://meadow.example', 'http', true],
    ['an https request without PUBLIC_URL', undefined, 'https', true],
    ['plain http (a laptop trying Meadow out)', undefined, 'http', false],
    ['an http PUBLIC_URL', 'http://localhost:3000', 'http', false],
  ])('given %s, should set Secure accordingly', (_, publicUrl, protocol, secure) => {
    const options = deviceCookieOptions({ publicUrl }, { protocol: protocol as 'http' | 'https' });
    expect(options).toMatchObject({ secure, httpOnly: true, sameSite: 'strict', path: '/api/auth' });
  });
});
