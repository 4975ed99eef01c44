import { act, render } from '@testing-library/react';
import { MemoryRouter, type NavigateFunction, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollRestoration } from './scroll-restoration';

let navigate: NavigateFunction;

function Page() {
  useScrollRestoration();
  navigate = useNavigate();
  return null;
}

/** jsdom cannot scroll: scrollTo records the position and says so with a scroll event, as a browser would. */
function fakeScrollingWindow() {
  return vi
    .spyOn(window, 'scrollTo')
    .mockImplementation(((_x: number, y: number) => userScrollsTo(y)) as typeof window.scrollTo);
}

function userScrollsTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  fakeScrollingWindow();
  render(
    <MemoryRouter initialEntries={['/blog']}>
      <Page />
    </MemoryRouter>,
  );
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('scroll restoration', () => {
  it('starts a new page at the top', async () => {
    userScrollsTo(900);
    await act(async () => navigate('/about'));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(window.scrollY).toBe(0);
  });

  it('puts back the position a page was left at when the visitor goes back', async () => {
    userScrollsTo(900);
    await act(async () => navigate('/about'));
    userScrollsTo(150);
    await act(async () => navigate(-1));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 900);
    await act(async () => navigate(1));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 150);
  });

  it('keeps the positions across a reload of the page', async () => {
    userScrollsTo(420);
    await act(async () => navigate('/about'));
    window.dispatchEvent(new Event('pagehide'));
    const saved = JSON.parse(sessionStorage.getItem('kopkar-scroll-positions') ?? '{}') as Record<
      string,
      number
    >;
    expect(Object.values(saved)).toContain(420);
  });
});
