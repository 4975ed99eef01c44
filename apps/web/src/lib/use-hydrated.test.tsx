import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { isPastHydration, startHydration, useHydrated } from './use-hydrated';

function State({ name, onRender }: { name: string; onRender?: (hydrated: boolean) => void }) {
  const hydrated = useHydrated();
  onRender?.(hydrated);
  return (
    <p>
      {name}: {hydrated ? 'hydrated' : 'not yet'}
    </p>
  );
}

describe('useHydrated', () => {
  it('is false while the server page hydrates (no mismatch), then true; a later component starts true', async () => {
    startHydration();
    expect(isPastHydration()).toBe(false);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<State name="field" />);
    document.body.append(container);
    expect(container).toHaveTextContent('field: not yet');

    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <State name="field" />, { onRecoverableError: (error) => console.error(error) });
    });
    expect(container).toHaveTextContent('field: hydrated');
    expect(errors).not.toHaveBeenCalled();
    expect(isPastHydration()).toBe(true);

    const renders: boolean[] = [];
    render(<State name="later" onRender={(hydrated) => renders.push(hydrated)} />);
    expect(screen.getByText('later: hydrated')).toBeInTheDocument();
    expect(renders.every(Boolean)).toBe(true);
    container.remove();
  });
});
