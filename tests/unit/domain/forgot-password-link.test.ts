import { describe, expect, it } from 'vitest';
import { forgotPasswordHref } from '../../../domain/forgot-password-link';

const hosts = { test: 'https://test.meadow.example', production: 'https://app.meadow.example/' };

describe('forgotPasswordHref', () => {
  it('given an address containing "test", should use the test host', () => {
    expect(forgotPasswordHref('https://test.meadow.example/login', hosts)).toBe(
      'https://test.meadow.example/forgot_email',
    );
  });

  it('given any other address, should use the production host', () => {
    expect(forgotPasswordHref('https://app.meadow.example/login', hosts)).toBe('https://app.meadow.example/forgot_email');
  });
});
