import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markPure } from './pure-react-router';

describe('markPure', () => {
  it('marks top-level forwardRef, memo and createContext pure and drops the DevTools names', () => {
    const code = [
      'var Form = React10.forwardRef((props, ref) => null);',
      'Form.displayName = "Form";',
      'var LocationContext = React.createContext(null);',
      'LocationContext.displayName = "Location";',
      'var MemoizedDataRoutes = React3.memo(DataRoutes);',
    ].join('\n');
    expect(markPure(code)).toBe(
      [
        'var Form = /* @__PURE__ */ React10.forwardRef((props, ref) => null);',
        '',
        'var LocationContext = /* @__PURE__ */ React.createContext(null);',
        '',
        'var MemoizedDataRoutes = /* @__PURE__ */ React3.memo(DataRoutes);',
      ].join('\n'),
    );
  });

  it('leaves calls inside functions, other writes and other calls alone', () => {
    const code = [
      'function useThing() {',
      '  let ref = React.useRef(null);',
      '  var inner = React.createContext(null);',
      '  ref.displayName = "kept";',
      '}',
      'RenderErrorBoundary.contextType = RSCRouterContext;',
      'var routes = createRoutes();',
    ].join('\n');
    expect(markPure(code)).toBe(code);
  });

  it('finds the forms it looks for in the installed React Router (an update that renames them fails here)', () => {
    // The production file vite.config.ts builds with, and the chunks it imports.
    const folder = join(import.meta.dirname, '../../../node_modules/react-router/dist/production');
    const chunk = [
      ...readFileSync(join(folder, 'index.mjs'), 'utf8').matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g),
    ]
      .map(([, name]) => readFileSync(join(folder, name as string), 'utf8'))
      .join('\n');
    const marked = markPure(chunk);
    expect(marked).toContain('var Form = /* @__PURE__ */ React');
    expect(marked).toContain('var Link = /* @__PURE__ */ React');
    expect(marked).not.toMatch(/^Form\.displayName = /m);
  });
});
