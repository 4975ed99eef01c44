import { describe, expect, it } from 'vitest';
import { importRounds, staticImports } from './initial-js';

describe('staticImports', () => {
  it("reads a chunk's import statements, not its import() calls", () => {
    const body =
      'import{a as e}from"./index-S.js";import"./money-M.js";const p=()=>import("./dialog-D.js");export{e};';
    expect(staticImports(body, 'http://portal.test/assets/page-P.js')).toEqual([
      '/assets/index-S.js',
      '/assets/money-M.js',
    ]);
  });
});

describe('importRounds', () => {
  const script = (name: string, imports: string[] = []) => ({ name, imports });

  it('counts one round for the shell and the page, and one for what the page names', () => {
    const scripts = [
      script('/shell.js'),
      script('/page.js', ['/shell.js', '/form.js', '/input.js']),
      script('/form.js', ['/shell.js', '/input.js']),
      script('/input.js', ['/shell.js']),
    ];
    expect(importRounds(scripts)).toBe(2);
  });

  it('counts a round for each level of a chain the page does not name', () => {
    const scripts = [
      script('/shell.js'),
      script('/page.js', ['/shell.js', '/form.js']),
      script('/form.js', ['/input.js']),
      script('/input.js', ['/money.js']),
      script('/money.js'),
    ];
    expect(importRounds(scripts)).toBe(4);
  });

  it('ends on a cycle of imports', () => {
    expect(
      importRounds([script('/page.js', ['/a.js']), script('/a.js', ['/b.js']), script('/b.js', ['/a.js'])]),
    ).toBe(3);
  });
});
