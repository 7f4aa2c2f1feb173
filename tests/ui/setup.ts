import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// No Vitest globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});
