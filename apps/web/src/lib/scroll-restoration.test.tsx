import { act, render } from '@testing-library/react';
import { type NavigateFunction, type RouteObject, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '@/app/app-routes';
import { BrowserRouter } from '@/app/browser-router';
import { useScrollRestoration } from './scroll-restoration';

let navigate: NavigateFunction;

function Page() {
  useScrollRestoration();
  navigate = useNavigate();
  return null;
}

const routes: RouteObject[] = [{ path: '*', Component: Page }];

/** jsdom cannot scroll: the window's position is what the member or the page last scrolled to. */
function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

/** Back or forward: the browser moves in its history and tells the page with popstate (jsdom does so later). */
const travel = (delta: number) =>
  act(async () => {
    const moved = new Promise((done) => window.addEventListener('popstate', done, { once: true }));
    navigate(delta);
    await moved;
  });

beforeEach(() => {
  window.history.replaceState(null, '', '/blog');
  scrollWindowTo(0);
  vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) =>
    scrollWindowTo(y)) as typeof window.scrollTo);
  render(
    <BrowserRouter routes={routes}>
      <AppRoutes routes={routes} />
    </BrowserRouter>,
  );
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('scroll restoration', () => {
  it('starts a new page at the top', async () => {
    scrollWindowTo(900);
    await act(async () => navigate('/about'));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('puts back the position a page was left at when the visitor goes back or forward', async () => {
    scrollWindowTo(900);
    await act(async () => navigate('/about'));
    scrollWindowTo(150);
    await travel(-1);
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 900);
    // The restored page was shorter for a moment and the browser clamped its position: that is not what is saved.
    scrollWindowTo(40);
    scrollWindowTo(900);
    await travel(1);
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 150);
    await travel(-1);
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 900);
  });

  it('keeps the positions across a reload of the page', async () => {
    scrollWindowTo(420);
    await act(async () => navigate('/about'));
    scrollWindowTo(75);
    window.dispatchEvent(new Event('pagehide'));
    const saved = JSON.parse(sessionStorage.getItem('kopkar-scroll-positions') ?? '{}') as Record<
      string,
      number
    >;
    expect(Object.values(saved)).toEqual(expect.arrayContaining([420, 75]));
  });
});
