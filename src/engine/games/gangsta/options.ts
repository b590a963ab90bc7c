// Gangsta!'s table options, declared once as a valibot schema (the lobby sends them untrusted).
import * as v from 'valibot';
import { optionsParser } from '../../core/schema.ts';
import { gangstaFacts } from './facts.ts';
import type { GangstaOptions } from './state.ts';

/** The rules as printed: no consent step. */
export const DEFAULT_OPTIONS: GangstaOptions = gangstaFacts.defaultOptions;

/** `consent`: owners must agree before their gangsters join someone's cooperative heist. */
export const GangstaOptionsSchema = v.strictObject({ consent: v.optional(v.boolean(), false) });

/** Validates lobby options `{ consent? }`; undefined or null means the defaults. */
export const parseGangstaOptions = optionsParser<GangstaOptions>(
  GangstaOptionsSchema,
  DEFAULT_OPTIONS,
);
