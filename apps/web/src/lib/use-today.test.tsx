import { todayInJakarta } from '@kopkar/domain';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderedToday, useToday } from './use-today';

function Today() {
  return <>{useToday()}</>;
}

describe('useToday', () => {
  it('renders on the server the date its render was given, whatever the clock says', () => {
    const html = renderToString(
      <RenderedToday value="2026-11-24">
        <Today />
      </RenderedToday>,
    );
    expect(html).toBe('2026-11-24');
  });

  it('reads the clock’s Jakarta date when no render date was given', () => {
    expect(renderToString(<Today />)).toBe(todayInJakarta());
  });
});
