import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterLink } from '@/components/router-link';
import { AppRoutes } from './app-routes';
import { BrowserRouter, useNavigationPending } from './browser-router';
import { lazyPage, preloadMatchedRoutes } from './route-helpers';

function Layout() {
  const pending = useNavigationPending();
  return (
    <>
      {pending && <p>memuat</p>}
      <Outlet />
    </>
  );
}

function First() {
  return (
    <>
      <h1>Pertama</h1>
      <RouterLink to="/kedua">ke kedua</RouterLink>
    </>
  );
}

const Second = () => <h1>Kedua</h1>;
const Broken = (): never => {
  throw new Error('rusak');
};

/** A lazy page whose chunk arrives when the test says so. */
function deferredPage(Component: ComponentType) {
  let arrive: () => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<ComponentType>((resolve) => {
        arrive = () => resolve(Component);
      }),
  );
  return { page: lazyPage(load), load, arrive: () => act(async () => arrive()) };
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('the browser router (declarative mode, docs/decisions/0025-a-shell-under-160-kb.md)', () => {
  it('keeps the page and its address with the loading flag while the next page loads, then shows both', async () => {
    const second = deferredPage(Second);
    const routes: RouteObject[] = [
      {
        path: '/',
        Component: Layout,
        children: [
          { index: true, Component: First },
          { path: 'kedua', Component: second.page },
        ],
      },
    ];
    render(
      <BrowserRouter routes={routes}>
        <AppRoutes routes={routes} fallback={null} />
      </BrowserRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'ke kedua' }));
    expect(await screen.findByText('memuat')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Pertama' })).toBeVisible();
    // As the data router did: the address changes with the page, not before it.
    expect(window.location.pathname).toBe('/');
    expect(second.load).toHaveBeenCalledTimes(1);

    await second.arrive();
    expect(await screen.findByRole('heading', { name: 'Kedua' })).toBeVisible();
    expect(screen.queryByText('memuat')).toBeNull();
    expect(window.location.pathname).toBe('/kedua');
  });

  it('shows the last of two navigations, whichever page’s code arrives first', async () => {
    const slow = deferredPage(() => <h1>Lambat</h1>);
    const fast = deferredPage(Second);
    function Links() {
      return (
        <>
          <h1>Pertama</h1>
          <RouterLink to="/lambat">ke lambat</RouterLink>
          <RouterLink to="/kedua">ke kedua</RouterLink>
        </>
      );
    }
    const routes: RouteObject[] = [
      { path: '/', Component: Links },
      { path: '/lambat', Component: slow.page },
      { path: '/kedua', Component: fast.page },
    ];
    render(
      <BrowserRouter routes={routes}>
        <AppRoutes routes={routes} fallback={null} />
      </BrowserRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'ke lambat' }));
    await userEvent.click(screen.getByRole('link', { name: 'ke kedua' }));
    await fast.arrive();
    expect(await screen.findByRole('heading', { name: 'Kedua' })).toBeVisible();
    await slow.arrive();
    expect(screen.getByRole('heading', { name: 'Kedua' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Lambat' })).toBeNull();
    expect(window.location.pathname).toBe('/kedua');
  });

  it('draws a preloaded page at once, without suspending', async () => {
    const second = deferredPage(Second);
    const routes: RouteObject[] = [{ path: '/kedua', Component: second.page }];
    const preloaded = preloadMatchedRoutes(routes, '/kedua');
    await second.arrive();
    await preloaded;
    window.history.replaceState(null, '', '/kedua');
    render(
      <BrowserRouter routes={routes}>
        <AppRoutes routes={routes} fallback={null} />
      </BrowserRouter>,
    );
    // Synchronously after the render: no fallback came first, so a hydration would match the server's HTML.
    expect(screen.getByRole('heading', { name: 'Kedua' })).toBeVisible();
  });

  it('preloads only the routes the path matches', async () => {
    const first = deferredPage(First);
    const second = deferredPage(Second);
    const routes: RouteObject[] = [
      { path: '/', Component: first.page },
      { path: '/kedua', Component: second.page },
    ];
    void preloadMatchedRoutes(routes, '/kedua');
    expect(second.load).toHaveBeenCalledTimes(1);
    expect(first.load).not.toHaveBeenCalled();
  });

  it('shows RouteError for a page that throws, and the next page once the visitor moves on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const routes: RouteObject[] = [
      { path: '/', Component: Broken },
      { path: '/kedua', Component: Second },
    ];
    render(
      <BrowserRouter routes={routes}>
        <AppRoutes routes={routes} fallback={null} />
      </BrowserRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Terjadi kesalahan' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Muat ulang' })).toBeVisible();

    act(() => window.history.pushState({ key: 'x', idx: 1 }, '', '/kedua'));
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(await screen.findByRole('heading', { name: 'Kedua' })).toBeVisible();
  });
});
