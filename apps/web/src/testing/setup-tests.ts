import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearSession } from '@/lib/session';

// Lazy routes and MUI render slowly in jsdom on a loaded two-core machine: wait on state for up to 10 s, not 1 s.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lays nothing out, so it cannot scroll, and says so on every call: the layouts' scroll restoration
// (lib/scroll-restoration.ts) scrolls on every navigation. A no-op keeps that out of the test output.
window.scrollTo = () => {};
// jsdom has no scrollIntoView at all: a tab brings itself into its strip's view when chosen (components/tab-strip.tsx).
Element.prototype.scrollIntoView = () => {};

afterEach(() => {
  cleanup();
  clearSession();
  sessionStorage.clear();
});
