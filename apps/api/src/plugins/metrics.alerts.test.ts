import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { KOPKAR_SERIES, parseExposition } from './metrics-exposition';

// docs/operations/alerts.yml must load into Prometheus (promtool, Debian's prometheus package: .ci/run installs
// it) and may only name series the portal really exports: a renamed metric would leave its alert silent forever.

const docs = (path: string) => fileURLToPath(new URL(`../../../../docs/operations/${path}`, import.meta.url));
const ALERTS = docs('alerts.yml');

let t: TestApp;
let exported: Set<string>;
let families: Map<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  const { port } = await t.app.metrics.listen('127.0.0.1', 0);
  const exposition = parseExposition(await (await fetch(`http://127.0.0.1:${port}/metrics`)).text());
  families = exposition.families;
  // A histogram is queried through its _bucket, _sum and _count series.
  exported = new Set(
    [...families].flatMap(([name, type]) =>
      type === 'histogram' ? [`${name}_bucket`, `${name}_sum`, `${name}_count`] : [name],
    ),
  );
});
afterAll(async () => {
  await t?.close();
});

describe('alert rules', () => {
  it('pass promtool check rules', () => {
    const output = execFileSync('promtool', ['check', 'rules', ALERTS], { encoding: 'utf8' });
    expect(output).toMatch(/SUCCESS: \d+ rules found/);
  });

  it('name only series the portal exports', () => {
    const rules = readFileSync(ALERTS, 'utf8');
    // Each `expr:` with the indented lines of its block.
    const expressions = [...rules.matchAll(/expr: (\|\n(?: {10}.*\n)+|.*\n)/g)].map(
      (match) => match[1] ?? '',
    );
    const used = [...new Set(expressions.flatMap((expression) => expression.match(/\bkopkar_\w+/g) ?? []))];
    expect(expressions.join('')).toContain('up{job="kopkar"}');
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((name) => !exported.has(name))).toEqual([]);
  });

  it('cover the families the docs list, and the docs list every family of ours', () => {
    const page = readFileSync(docs('metrics.md'), 'utf8');
    expect(KOPKAR_SERIES.filter((name) => !families.has(name))).toEqual([]);
    const ours = [...families.keys()].filter((name) => !/^kopkar_(process|nodejs)_/.test(name));
    expect(ours.filter((name) => !KOPKAR_SERIES.includes(name))).toEqual([]);
    expect(KOPKAR_SERIES.filter((name) => !page.includes(`\`${name}\``))).toEqual([]);
  });
});
