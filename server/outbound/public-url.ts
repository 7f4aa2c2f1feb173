import type { Config } from '../config';

/**
 * The address users reach Meadow at, for links in e-mails: PUBLIC_URL, or
 * this server on localhost (right for a developer, wrong behind a proxy:
 * set PUBLIC_URL there). No trailing slash.
 */
export function publicUrlOf(config: Pick<Config, 'publicUrl' | 'port'>): string {
  return (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
}
