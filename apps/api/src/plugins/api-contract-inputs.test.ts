/**
 * Every request parameter is as strict in the document as in the server. The document is written
 * from the very zod schemas the routes validate with (routeInputsOf), so the two differ only where zod holds a rule
 * JSON Schema cannot carry: a refinement (`.refine`, `.superRefine`), a value of no type (`z.unknown()`), or rules
 * applied after a transform. Each such place is listed in api-contract-loose-inputs.ts with what would make it
 * documentable; a new one fails the test, and so does an entry that no longer matches (the list cannot go stale).
 */
import { afterAll, expect, test } from 'vitest';
import type { z } from 'zod';
import { buildTestApp } from '../../test/build-test-app';
import { routeInputsOf } from './api-contract';
import { LOOSE_INPUTS } from './api-contract-loose-inputs';

type Def = {
  type: string;
  checks?: { _zod: { def: { check: string } } }[];
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The places in a request schema whose rule the document cannot show, as `path: what`. */
function undocumentedRules(schema: z.ZodType, path: string): string[] {
  const def = defOf(schema);
  const found: string[] = [];
  if (def.checks?.some((check) => check._zod.def.check === 'custom')) found.push(`${path}: refinement`);
  if (def.type === 'unknown' || def.type === 'any') found.push(`${path}: no type`);
  const children: [z.ZodType | undefined, string][] = [];
  if (def.type === 'object') {
    for (const [key, value] of Object.entries(def.shape ?? {})) children.push([value, `${path}.${key}`]);
  }
  if (WRAPPERS.has(def.type)) children.push([def.innerType, path]);
  if (def.type === 'array') children.push([def.element, `${path}[]`]);
  if (def.type === 'record') children.push([def.valueType, `${path}{}`]);
  if (def.type === 'union') for (const option of def.options ?? []) children.push([option, path]);
  if (def.type === 'pipe') {
    children.push([def.in, path]);
    if (def.out && defOf(def.out).type !== 'transform') found.push(`${path}: rules after a transform`);
  }
  for (const [child, childPath] of children) if (child) found.push(...undocumentedRules(child, childPath));
  return found;
}

const testApp = await buildTestApp();
afterAll(async () => {
  await testApp.close();
});

test('no request parameter is looser in the document than in the server', () => {
  const found: string[] = [];
  for (const [route, inputs] of routeInputsOf(testApp.app)) {
    for (const [part, schema] of Object.entries(inputs)) {
      if (schema)
        found.push(...undocumentedRules(schema as z.ZodType, part).map((rule) => `${route} ${rule}`));
    }
  }
  const known = LOOSE_INPUTS.flatMap((group) => group.places);
  console.info(
    `api contract inputs: ${routeInputsOf(testApp.app).size} routes, ${new Set(found).size} rules the ` +
      `document does not show (${known.length} known, api-contract-loose-inputs.ts)`,
  );
  expect([...new Set(found)].sort()).toEqual([...known].sort());
});
