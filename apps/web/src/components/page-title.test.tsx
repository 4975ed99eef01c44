import { render, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PageMeta, useNoIndex } from './page-title';

const description = () => document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe('PageMeta', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="description" content="Portal anggota koperasi karyawan.">';
    document.title = 'Portal Anggota Koperasi';
  });

  it('names the page in the one description index.html has, and puts both back when the page goes', () => {
    const page = render(<PageMeta title="Blog" description="Kabar koperasi dan panduan layanan." />);
    expect(document.title).toBe('Blog');
    expect(description()).toBe('Kabar koperasi dan panduan layanan.');
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);

    page.rerender(<PageMeta title="Artikel" description="Isi artikel." />);
    expect([document.title, description()]).toEqual(['Artikel', 'Isi artikel.']);

    page.unmount();
    expect([document.title, description()]).toEqual([
      'Portal Anggota Koperasi',
      'Portal anggota koperasi karyawan.',
    ]);
  });

  it('leaves the description alone when a page gives none', () => {
    render(<PageMeta title="Memuat artikel" />);
    expect(document.title).toBe('Memuat artikel');
    expect(description()).toBe('Portal anggota koperasi karyawan.');
  });
});

describe('useNoIndex', () => {
  it('asks robots not to index the page while it is shown', () => {
    const robots = () =>
      [...document.querySelectorAll<HTMLMetaElement>('meta[name="robots"]')].map((m) => m.content);
    const page = renderHook(() => useNoIndex());
    expect(robots()).toEqual(['noindex, nofollow']);
    page.unmount();
    expect(robots()).toEqual([]);
  });
});
