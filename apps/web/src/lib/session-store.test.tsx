import { createContext } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createSessionStore } from './session-store';

type Stored = { name: string };
const isStored = (value: unknown): value is Stored =>
  typeof value === 'object' && value !== null && typeof (value as Stored).name === 'string';

const Rendered = createContext<Stored | null>(null);
const store = createSessionStore({
  storageKey: 'test-session',
  isSession: isStored,
  serverSession: Rendered,
});

function Who() {
  return <>{store.useStored()?.name ?? 'signed out'}</>;
}

afterEach(() => localStorage.clear());

describe('createSessionStore', () => {
  it('renders on the server the session its render was given, not the browser’s stored one', () => {
    store.set({ name: 'stored' });
    const html = renderToString(
      <Rendered value={{ name: 'rendered for' }}>
        <Who />
      </Rendered>,
    );
    expect(html).toBe('rendered for');
  });

  it('renders "signed out" on the server when the render was given no session', () => {
    store.set({ name: 'stored' });
    expect(renderToString(<Who />)).toBe('signed out');
  });

  it('reads back what was stored, and null after clear()', () => {
    store.set({ name: 'Siti' });
    expect(store.get()).toEqual({ name: 'Siti' });
    store.clear();
    expect(store.get()).toBeNull();
    expect(localStorage.getItem('test-session')).toBeNull();
  });
});
