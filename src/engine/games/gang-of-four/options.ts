// Table options, declared once as a valibot schema; every field is optional and defaults to the
// newer Korean edition (2018). Each option is a point where the two rulebooks differ.
import * as v from 'valibot';
import { optionsParser } from '../../core/schema.ts';
import { gangOfFourFacts } from './facts.ts';
import type { GofOptions } from './state.ts';
import { DEFENCE_MODES, LAST_CARD_MODES, LOSER_TIE_MODES } from './vocabulary.ts';

/** The options' shape, with the defaults filled in. */
export const GofOptionsSchema = v.strictObject({
  /** Announced by the table, or called by the player (both editions ask the player to call). */
  lastCard: v.optional(v.picklist(LAST_CARD_MODES), 'automatic'),
  /** Korean "…내는 것이 좋습니다" (advice) or German "muss er … legen" (enforced). */
  defence: v.optional(v.picklist(DEFENCE_MODES), 'advice'),
  /** Korean "시계방향" or German "entgegen dem Uhrzeigersinn". */
  loserTie: v.optional(v.picklist(LOSER_TIE_MODES), 'clockwise'),
});

/** The defaults: the Korean edition, "last card" announced by the table (the schema's own
 * defaults: options.test.ts). */
export const DEFAULT_OPTIONS: GofOptions = gangOfFourFacts.defaultOptions;

/** Validates lobby options (null or undefined: the defaults); refused as 'bad-options'. */
export const parseGofOptions = optionsParser<GofOptions>(GofOptionsSchema, DEFAULT_OPTIONS);
