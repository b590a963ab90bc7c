// Gangsta!'s table options, declared once as a valibot schema (the lobby sends them untrusted).
import * as v from 'valibot';
import { parseWith } from '../../core/schema.ts';
import { reject, type Rejection } from '../../core/result.ts';
import type { GangstaOptions } from './state.ts';

/** The rules as printed: no consent step. */
export const DEFAULT_OPTIONS: GangstaOptions = { consent: false };

const Options = v.strictObject({ consent: v.optional(v.boolean(), false) });

/** Validates lobby options `{ consent? }`; undefined or null means the defaults. */
export function parseGangstaOptions(raw: unknown): GangstaOptions | Rejection {
  if (raw === undefined || raw === null) return DEFAULT_OPTIONS;
  // valibot takes an array for an object with no keys; options are never a list.
  if (Array.isArray(raw)) return reject('bad-options', 'not an object');
  return parseWith(Options, raw, 'bad-options');
}
