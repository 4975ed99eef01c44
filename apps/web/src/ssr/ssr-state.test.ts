import { describe, expect, it } from 'vitest';
import {
  isMemberPage,
  isPrerenderedPath,
  readSsrState,
  SSR_STATE_ELEMENT_ID,
  serialiseSsrState,
} from './ssr-state';

describe('isPrerenderedPath', () => {
  it('is true for the public routes and false for member pages', () => {
    for (const path of ['/', '/about', '/blog', '/blog/bunga-ringan', '/login', '/verifikasi/ABCD1234']) {
      expect(isPrerenderedPath(path), path).toBe(true);
    }
    for (const path of ['/home', '/simpanan', '/account', '/admin', '/blog/a/b']) {
      expect(isPrerenderedPath(path), path).toBe(false);
    }
  });
});

describe('isMemberPage', () => {
  it('is true for the member’s own pages and false for forms, public pages and the back office', () => {
    const rendered = ['/home', '/simpanan', '/shu', '/poins', '/notification', '/account', '/account/data'];
    for (const path of [
      ...rendered,
      '/history-pinjaman/100002',
      '/report-amortisasi/KK1',
      '/repayment/KK1',
    ]) {
      expect(isMemberPage(path), path).toBe(true);
    }
    const shell = [
      '/',
      '/login',
      '/application-form',
      '/account/change',
      '/admin',
      '/admin/members/1',
      '/arsip',
    ];
    for (const path of [...shell, '/home/x']) {
      expect(isMemberPage(path), path).toBe(false);
    }
  });
});

describe('serialiseSsrState', () => {
  const state = {
    queries: {
      mutations: [],
      queries: [{ title: '</script><script>alert(1)</script><!-- & \u2028' }],
    },
  } as never;

  it('cannot close its script element or open a comment', () => {
    const json = serialiseSsrState(state);
    expect(json).not.toMatch(/[<>&\u2028]/);
  });

  it('reads back exactly what was written, from the document', () => {
    document.body.innerHTML = `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${serialiseSsrState(state)}</script>`;
    expect(readSsrState(document)).toEqual(state);
  });

  it('is null without the element or with unreadable JSON', () => {
    document.body.innerHTML = '';
    expect(readSsrState(document)).toBeNull();
    document.body.innerHTML = `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">{oops</script>`;
    expect(readSsrState(document)).toBeNull();
  });
});
