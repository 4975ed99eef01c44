import { describe, expect, it } from 'vitest';
import { renderErrorPage } from './error-page';

describe('renderErrorPage', () => {
  it('offers to try a failed page again, on this site only', () => {
    expect(renderErrorPage({ status: 503, message: 'x', path: '/home?tab=1' })).toContain(
      'href="/home?tab=1">Coba lagi</a>',
    );
    for (const path of ['//contoh.com/home', '/\\contoh.com/home']) {
      expect(renderErrorPage({ status: 503, message: 'x', path })).not.toContain('contoh.com');
    }
  });

  it('offers no "try again" where trying again cannot help (a malformed address)', () => {
    expect(renderErrorPage({ status: 400, message: 'x', path: '/blog/%E0' })).not.toContain('Coba lagi');
  });

  it('escapes what it repeats from the request and the message', () => {
    const page = renderErrorPage({ status: 500, message: '<b>a</b>', path: '/"><script>alert(1)</script>' });
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<b>');
  });
});
