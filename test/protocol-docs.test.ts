// docs/PROTOCOL.md's generated tables match the schemas the code checks messages with.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { PROTOCOL_MD, regenerate, typeText } from '../scripts/protocol-docs.ts';
import * as v from 'valibot';

// The views' tables come from the TypeScript compiler reading the games (scripts/view-docs.ts):
// about 5 s of one core's work, which beside other work on a 2-core machine took 69 s (a hang
// guard, not a timing check).
test('docs/PROTOCOL.md is up to date with the schemas (run `npm run docs` if not)', async () => {
  const text = readFileSync(PROTOCOL_MD, 'utf8');
  expect(await regenerate(text)).toBe(text);
}, 180_000);

test.each([
  [v.literal('hi'), '"hi"'],
  [v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(5))), '0–5 \\| null'],
  [v.picklist(['2', 'A']), 'one of `2A`'],
  [v.array(v.union([v.string(), v.number()])), '(string \\| number)[]'],
  [v.pipe(v.object({ a: v.string() }), v.title('Thing')), 'Thing'],
  [v.strictObject({ a: v.optional(v.string()) }), '{ `a?`: string }'],
])('types read as a person writes them: %#', (schema, want) => {
  expect(typeText(schema)).toBe(want);
});
