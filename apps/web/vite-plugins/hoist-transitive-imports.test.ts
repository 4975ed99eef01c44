import { describe, expect, it } from 'vitest';
import { importStatements, transitiveImports } from './hoist-transitive-imports';

// page → form → (input, money); money → shell; input → money; gate → money; the shell is the entry
const chunks = {
  'assets/page.js': { imports: ['assets/index.js', 'assets/form.js'] },
  'assets/form.js': { imports: ['assets/index.js', 'assets/input.js', 'assets/money.js'] },
  'assets/input.js': { imports: ['assets/money.js'] },
  'assets/money.js': { imports: ['assets/index.js'] },
  'assets/gate.js': { imports: ['assets/money.js'] },
  'assets/index.js': { imports: [], isEntry: true },
};

describe('transitiveImports', () => {
  it('names every chunk reached through other chunks, each once, and none the chunk already imports', () => {
    expect(transitiveImports('assets/page.js', chunks)).toEqual(['assets/input.js', 'assets/money.js']);
  });

  it('names nothing for a chunk whose imports import nothing new but the shell', () => {
    expect(transitiveImports('assets/gate.js', chunks)).toEqual([]);
    expect(transitiveImports('assets/index.js', chunks)).toEqual([]);
  });

  it('ends on a cycle', () => {
    const cycle = {
      'a.js': { imports: ['b.js'] },
      'b.js': { imports: ['c.js'] },
      'c.js': { imports: ['a.js'] },
    };
    expect(transitiveImports('a.js', cycle)).toEqual(['c.js']);
  });
});

describe('importStatements', () => {
  it('imports each file for its side effects only, by its path from the chunk', () => {
    expect(importStatements('assets/page.js', ['assets/input.js', 'assets/deep/money.js'])).toBe(
      'import"./input.js";import"./deep/money.js";',
    );
  });
});
