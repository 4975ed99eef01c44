import { describe, expect, it } from 'vitest';
import { htmlExcerpt, sanitiseEditorHtml } from './editor-html';

describe('sanitiseEditorHtml (the browser side of the allow-list)', () => {
  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src=x onerror=alert(1)><p>ok</p>', '<p>ok</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="nofollow">x</a>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<p style="color:red" onclick="alert(1)">ok</p>', '<p>ok</p>'],
    ['<svg><script>alert(1)</script></svg><p>ok</p>', '<p>ok</p>'],
    ['<img src="//evil.example/p.gif"><p>ok</p>', '<p>ok</p>'],
  ])('%s → %s', (dirty, clean) => {
    expect(sanitiseEditorHtml(dirty)).toBe(clean);
  });

  it('keeps own images and safe links, with rel on new-tab links', () => {
    const image = new DOMParser()
      .parseFromString(
        sanitiseEditorHtml('<p><img src="/api/v1/files/content/3" alt="foto"></p>'),
        'text/html',
      )
      .body.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/api/v1/files/content/3');
    expect(image?.getAttribute('alt')).toBe('foto');
    const link = new DOMParser()
      .parseFromString(
        sanitiseEditorHtml('<a href="https://contoh.co.id" target="_blank">a</a>'),
        'text/html',
      )
      .body.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://contoh.co.id');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it('gives a plain-text excerpt for the meta description', () => {
    expect(htmlExcerpt('<p>Satu</p><p>Dua <strong>tiga</strong></p>')).toBe('Satu Dua tiga');
    expect(htmlExcerpt(`<p>${'a'.repeat(200)}</p>`)).toHaveLength(160);
  });
});
