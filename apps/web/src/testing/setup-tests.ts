import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearSession } from '@/lib/session';

// Lazy routes and MUI render slowly in jsdom on a loaded two-core machine: wait on state for up to 10 s, not 1 s.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  clearSession();
  sessionStorage.clear();
});
