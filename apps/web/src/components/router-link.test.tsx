import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { isActivePath, RouterLink, RouterNavLink } from './router-link';

function Address() {
  const location = useLocation();
  return <output>{`${location.pathname}|${JSON.stringify(location.state)}`}</output>;
}

describe('RouterLink', () => {
  it('is a link to the address, and a plain click navigates inside the app with its state', async () => {
    const onClick = vi.fn();
    render(
      <MemoryRouter initialEntries={['/home']}>
        <RouterLink to="/simpanan?tab=2" state={{ from: 'home' }} onClick={onClick} className="x">
          Simpanan
        </RouterLink>
        <Address />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Simpanan' });
    expect(link).toHaveAttribute('href', '/simpanan?tab=2');
    expect(link).toHaveClass('x');
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('status')).toHaveTextContent('/simpanan|{"from":"home"}');
  });

  it('leaves the click to the browser when the handler prevented it or a modifier key is held', async () => {
    render(
      <MemoryRouter initialEntries={['/home']}>
        <RouterLink to="/poins" onClick={(event) => event.preventDefault()}>
          Poin
        </RouterLink>
        <RouterLink to="/notification">Notifikasi</RouterLink>
        <Address />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Poin' }));
    expect(screen.getByRole('status')).toHaveTextContent('/home|null');
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Notifikasi' }));
    await user.keyboard('{/Control}');
    expect(screen.getByRole('status')).toHaveTextContent('/home|null');
  });
});

describe('RouterNavLink', () => {
  it('marks the entry of the page shown and of the pages under it, and no other', () => {
    render(
      <MemoryRouter initialEntries={['/account/keluar']}>
        <RouterNavLink to="/account" className="entry">
          Akun
        </RouterNavLink>
        <RouterNavLink to="/home">Beranda</RouterNavLink>
      </MemoryRouter>,
    );
    const account = screen.getByRole('link', { name: 'Akun' });
    expect(account).toHaveClass('entry', 'active');
    expect(account).toHaveAttribute('aria-current', 'page');
    const home = screen.getByRole('link', { name: 'Beranda' });
    expect(home).not.toHaveClass('active');
    expect(home).not.toHaveAttribute('aria-current');
  });
});

describe('isActivePath', () => {
  it.each([
    ['/account', '/account', true],
    ['/account/keluar', '/account', true],
    ['/Account', '/account', true],
    ['/account/', '/account/', true],
    ['/accounts', '/account', false],
    ['/home', '/', false],
    ['/', '/', true],
  ])('%s under %s: %s', (pathname, target, expected) => {
    expect(isActivePath(pathname, target)).toBe(expected);
  });
});
