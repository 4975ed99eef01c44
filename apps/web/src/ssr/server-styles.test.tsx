import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adoptServerStyles, SERVER_STYLES_ATTRIBUTE } from './server-styles';

const Amount = styled('p')({ fontVariantNumeric: 'tabular-nums', color: 'rgb(15, 94, 156)' });

const renderAmount = (cache: EmotionCache) =>
  render(
    <CacheProvider value={cache}>
      <Amount>Rp 1.000</Amount>
    </CacheProvider>,
  );

/** The rules a render inserts into a fresh cache: their names, and their text as the server would send it. */
function renderedRules() {
  const cache = createCache({ key: 'css' });
  renderAmount(cache).unmount();
  const names = Object.keys(cache.inserted);
  const css = cache.sheet.tags.map((tag) => tag.textContent).join('');
  cache.sheet.flush();
  return { names, css };
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('adoptServerStyles', () => {
  it('lets the first render reuse the server’s rules without moving their element or adding any', () => {
    const { names, css } = renderedRules();
    expect(names.length).toBeGreaterThan(0);
    document.head.innerHTML = `<meta charset="utf-8"><style ${SERVER_STYLES_ATTRIBUTE}="${names.join(' ')}">${css}</style><link rel="manifest" href="/m">`;
    const headBefore = [...document.head.children];
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });

    const cache = createCache({ key: 'css' });
    adoptServerStyles(cache, document);
    renderAmount(cache);

    changes.push(...observer.takeRecords());
    observer.disconnect();
    expect(changes).toEqual([]);
    expect([...document.head.children]).toEqual(headBefore);
    expect(cache.sheet.tags).toHaveLength(0);
  });

  it('leaves a render with rules the server did not send to insert them', () => {
    document.head.innerHTML = `<style ${SERVER_STYLES_ATTRIBUTE}="">p{margin:0}</style>`;
    const cache = createCache({ key: 'css' });
    adoptServerStyles(cache, document);
    renderAmount(cache);
    expect(cache.sheet.tags.length).toBeGreaterThan(0);
    expect(document.head.lastElementChild).toBe(cache.sheet.tags.at(-1));
  });
});
