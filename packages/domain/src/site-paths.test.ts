import { describe, expect, it } from 'vitest';
import { namedRoutes, paths } from './site-paths';

describe('named routes', () => {
  it('build the hrefs of docs/product/screens.md, escaping parameters', () => {
    expect(namedRoutes.Home()).toBe('/home');
    expect(namedRoutes.ReportAmortisasi('AG/2024/001')).toBe('/report-amortisasi/AG%2F2024%2F001');
    expect(namedRoutes.HistoryPinjamanView('100002')).toBe('/history-pinjaman/100002');
    expect(paths.blogArticle.getHref('tips hemat')).toBe('/blog/tips%20hemat');
  });
});
