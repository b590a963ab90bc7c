// The Gang's table options, declared once as a valibot schema (the lobby sends them untrusted):
// the mode, and how the challenge and specialist stacks start.
import * as v from 'valibot';
import { optionsParser } from '../../core/schema.ts';
import { theGangFacts } from './facts.ts';
import type { GangOptions } from './state.ts';
import { MODES, STACK_ORDERS } from './vocabulary.ts';

/** Lobby options: the mode, and how the challenge and specialist stacks start. */
export const GangOptionsSchema = v.strictObject({
  mode: v.optional(v.picklist(MODES), theGangFacts.defaultOptions.mode),
  stacks: v.optional(v.picklist(STACK_ORDERS), theGangFacts.defaultOptions.stacks),
});

/** Validates lobby options `{ mode?, stacks? }`. */
export const parseGangOptions = optionsParser<GangOptions>(
  GangOptionsSchema,
  theGangFacts.defaultOptions,
);
