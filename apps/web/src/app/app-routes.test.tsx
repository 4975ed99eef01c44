import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Outlet, type RouteObject, useNavigate, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouterLink } from '@/components/router-link';
import { AppRoutes } from './app-routes';

function Layout() {
  return (
    <main>
      <p>bingkai</p>
      <Outlet />
    </main>
  );
}

function Loan() {
  const { nik } = useParams();
  const navigate = useNavigate();
  return (
    <>
      <h1>Pinjaman {nik}</h1>
      {/* Relative addresses resolve against the matched route, as under React Router's useRoutes. */}
      <RouterLink to="jadwal">jadwal</RouterLink>
      <button type="button" onClick={() => navigate('..')}>
        kembali
      </button>
    </>
  );
}

const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    children: [
      { index: true, element: <h1>Beranda</h1> },
      { path: 'history-pinjaman/:nik', Component: Loan },
      { path: 'history-pinjaman/:nik/jadwal', element: <h1>Jadwal</h1> },
    ],
  },
];

describe('AppRoutes', () => {
  it("draws the matched routes inside each other, with the route's params and relative addresses", async () => {
    render(
      <MemoryRouter initialEntries={['/history-pinjaman/100002']}>
        <AppRoutes routes={routes} />
      </MemoryRouter>,
    );
    expect(screen.getByText('bingkai')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pinjaman 100002' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'jadwal' })).toHaveAttribute(
      'href',
      '/history-pinjaman/100002/jadwal',
    );
    await userEvent.click(screen.getByRole('link', { name: 'jadwal' }));
    expect(screen.getByRole('heading', { name: 'Jadwal' })).toBeInTheDocument();
  });

  it('goes up from a matched route, and draws nothing where no route matches', async () => {
    const { unmount } = render(
      <MemoryRouter initialEntries={['/history-pinjaman/100002']}>
        <AppRoutes routes={routes} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'kembali' }));
    expect(screen.getByRole('heading', { name: 'Beranda' })).toBeInTheDocument();
    unmount();
    const { container } = render(
      <MemoryRouter initialEntries={['/tidak-ada']}>
        <AppRoutes routes={[{ path: '/home', element: <h1>Beranda</h1> }]} />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
