import type { Plugin } from 'vite';

/**
 * Lets the bundler leave out the parts of React Router the app does not use (docs/decisions/0027-react-router-
 * without-its-unused-parts.md). Its production file creates its components and contexts at the top level with
 * `React.forwardRef(…)`, `React.memo(…)` and `React.createContext(…)`, without the `@__PURE__` mark, and names them
 * afterwards (`Form.displayName = "Form";`). A bundler must keep a call it cannot prove harmless, and a write to a
 * property, so the shell carried `<Form>`, the data router's error page and the framework's prefetch links
 * although no page uses them: 5-6 kB gzip.
 *
 * `markPure` marks those three calls pure where they start a top-level `var` (React documents them as creating a
 * value and nothing else) and drops the `displayName` lines, which only React DevTools reads. Nothing else changes:
 * a component or context the app uses is kept and works as before, without a name in DevTools.
 */
export function markPure(code: string): string {
  return code
    .replace(/^(var \w+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm, '$1/* @__PURE__ */ $2')
    .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '');
}

const REACT_ROUTER_FILE = /\/react-router\/dist\/production\/[^/]+\.mjs$/;

export function pureReactRouter(): Plugin {
  return {
    name: 'kopkar-pure-react-router',
    apply: 'build',
    transform: {
      filter: { id: REACT_ROUTER_FILE },
      handler: (code) => ({ code: markPure(code), map: null }),
    },
  };
}
