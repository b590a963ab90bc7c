// Test helpers for Gangsta!: one-line rigged tables and a gang notation, so a rules test reads
// like the rulebook: rig({ gangs: ['b1 g01 g02*', 'b2'], heists: 'h1-01' }). Used by tests only.
import type { Outcome } from '../../core/result.ts';
import { GANGSTERS } from './cards.ts';
import { chapterDeck } from './catalogue.ts';
import { leaders, setupMatch } from './flow.ts';
import { parseGangstaIntent } from './intents.ts';
import { applyGangstaIntent } from './rules.ts';
import type { GangstaOptions, GangstaState, PlayerState } from './state.ts';
import { CHAPTERS, type Chapter } from './vocabulary.ts';

/** A table described in one line per field (see rig()). */
export interface Rig {
  /** Per seat: the boss, then gangsters; a trailing * marks an engaged member. */
  readonly gangs: readonly string[];
  readonly money?: readonly number[];
  readonly chapter?: Chapter;
  /** The heist river, oldest first (default: the first five of the chapter's heists). */
  readonly heists?: string;
  /** The gangster river (default: the first five gangsters not in a gang). */
  readonly river?: string;
  /** Cards on top of the decks, in draw order; the rest follow in catalogue order. */
  readonly next?: { readonly heists?: string; readonly gangsters?: string };
  readonly current?: number;
  readonly options?: Partial<GangstaOptions>;
  /** Influence from heists already performed, per seat. */
  readonly heistInfluence?: readonly number[];
}

const words = (s: string | undefined): string[] => (s ?? '').split(/\s+/).filter(Boolean);

/** A table set up exactly as described, at the start of `current`'s turn (default seat 0). */
export function rig(r: Rig): GangstaState {
  const options: GangstaOptions = { consent: false, ...r.options };
  const s = setupMatch('rig', r.gangs.length, options);
  const chapter = r.chapter ?? 'genesis';
  s.players = r.gangs.map((line, seat): PlayerState => {
    const gang = words(line).map((w) => ({ id: w.replace('*', ''), engaged: w.endsWith('*') }));
    return {
      boss: gang[0]!.id,
      gang,
      money: r.money?.[seat] ?? 5,
      heists: [],
      heistInfluence: r.heistInfluence?.[seat] ?? 0,
    };
  });
  const used = new Set(s.players.flatMap((p) => p.gang.map((m) => m.id)));
  const topG = words(r.next?.gangsters);
  const freeG = GANGSTERS.map((g) => g.id).filter((id) => !used.has(id) && !topG.includes(id));
  s.gangsterRiver = r.river !== undefined ? words(r.river) : freeG.slice(0, 5);
  s.gangsterDeck = [...topG, ...freeG.filter((id) => !s.gangsterRiver.includes(id))];
  const topH = words(r.next?.heists);
  const ownH = chapterDeck(chapter).filter((id) => id.startsWith('h') && !topH.includes(id));
  s.heistRiver = r.heists !== undefined ? words(r.heists) : ownH.slice(0, 5);
  for (const c of CHAPTERS) {
    const rest = chapterDeck(c).filter((id) => !s.heistRiver.includes(id) && !topH.includes(id));
    s.heistDecks[c] = c === chapter ? [...topH, ...rest] : rest;
  }
  s.chapter = chapter;
  s.current = r.current ?? 0;
  s.turn = 1;
  s.freeMobilisations = leaders(s.players[s.current]!, true);
  s.log = [];
  return s;
}

/** A seat's gang in the rig notation, e.g. 'b1 g01 g02*'. */
export function gangOf(s: GangstaState, seat: number): string {
  return s.players[seat]!.gang.map((m) => m.id + (m.engaged ? '*' : '')).join(' ');
}

/** Applies a raw intent the way the host does: shape check first, then the rules. */
export function act(s: GangstaState, seat: number, raw: unknown): Outcome<GangstaState> {
  const intent = parseGangstaIntent(raw);
  if ('ok' in intent) return intent;
  return applyGangstaIntent(s, seat, intent);
}

/** Applies an intent that must be accepted, and returns the new state. */
export function must(s: GangstaState, seat: number, raw: unknown): GangstaState {
  const out = act(s, seat, raw);
  if (!out.ok) throw new Error(`seat ${seat} ${JSON.stringify(raw)} refused: ${out.reason}`);
  return out.state;
}

/** Applies a list of [seat, intent] steps that must all be accepted. */
export function play(
  s: GangstaState,
  steps: readonly (readonly [number, unknown])[],
): GangstaState {
  return steps.reduce((st, [seat, raw]) => must(st, seat, raw), s);
}

/** Freezes a state deeply, so a rule that writes to it throws. */
export function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null) {
    Object.values(x).forEach(deepFreeze);
    Object.freeze(x);
  }
  return x;
}
