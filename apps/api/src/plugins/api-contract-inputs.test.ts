/**
 * Every request parameter is as strict in the document as in the server. The document is written
 * from the very zod schemas the routes validate with (routeInputsOf), so the two differ only where zod holds a rule
 * JSON Schema cannot carry: a refinement (`.refine`, `.superRefine`: a rule across fields, a day against today), a
 * value whose rule depends on a path parameter (`z.unknown()`), or rules applied after a transform. Each such
 * schema must state its rule in words (`.meta({ description })`, which the document shows); one that does not
 * fails the test. A rule JSON Schema can carry (a pattern, `multipleOf`) is written as that, not as a refinement.
 */
import { afterAll, expect, test } from 'vitest';
import type { z } from 'zod';
import { buildTestApp } from '../../test/build-test-app';
import { routeInputsOf } from './api-contract';

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

type Rule = { rule: string; description: string | undefined };

/**
 * The places in a request schema whose rule JSON Schema cannot carry, as `path: what`, each with the words that
 * state it: the schema's description, or that of a wrapper (`.optional()`) around it.
 */
function rulesInWords(schema: z.ZodType, path: string, outer?: string): Rule[] {
  const def = defOf(schema);
  const description = schema.description ?? outer;
  const found: Rule[] = [];
  const add = (what: string) => found.push({ rule: `${path}: ${what}`, description });
  if (def.checks?.some((check) => check._zod.def.check === 'custom')) add('refinement');
  if (def.type === 'unknown' || def.type === 'any') add('no type');
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
    if (def.out && defOf(def.out).type !== 'transform') add('rules after a transform');
  }
  for (const [child, childPath] of children) {
    if (child)
      found.push(...rulesInWords(child, childPath, WRAPPERS.has(def.type) ? description : undefined));
  }
  return found;
}

const testApp = await buildTestApp();
afterAll(async () => {
  await testApp.close();
});

test('no request parameter is looser in the document than in the server', async () => {
  const document = (await testApp.app.inject('/api/docs/json')).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  const rules: string[] = [];
  const unstated: string[] = [];
  for (const [route, inputs] of routeInputsOf(testApp.app)) {
    const [method = '', url = ''] = route.split(' ');
    const operation = JSON.stringify(document.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()]);
    for (const [part, schema] of Object.entries(inputs)) {
      if (!schema) continue;
      for (const { rule, description } of rulesInWords(schema as z.ZodType, part)) {
        rules.push(`${route} ${rule}`);
        // The words must reach the route's operation in the document, not only sit in the schema.
        if (!description || !operation?.includes(JSON.stringify(description)))
          unstated.push(`${route} ${rule}`);
      }
    }
  }
  console.info(
    `api contract inputs: ${routeInputsOf(testApp.app).size} routes, ${rules.length} rules JSON Schema cannot ` +
      `carry, ${rules.length - unstated.length} stated in words in the document, ${unstated.length} unstated`,
  );
  expect(unstated.sort()).toEqual([]);
});
