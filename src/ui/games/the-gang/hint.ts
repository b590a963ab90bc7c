// The Gang's first-game hint: what this seat should do now, from its view (the phase, its chip
// this round, a step a specialist asks of it), in the reader's language.
import type { GangView } from '../../../engine/index.ts';
import type { rules } from '../../../i18n/games/the-gang/rules/en.ts';
import { t } from '../../../i18n/i18n.ts';

type HintKey = keyof typeof rules.hint;

const say = (key: HintKey): string => t(`rules.hint.${key}`, { ns: 'the-gang' });

/** The sentence for `view`'s seat now, or null (a spectator, nothing for this seat to do). */
export function gangHint(view: GangView): string | null {
  const me = view.seat;
  if (me === null) return null;
  if (view.pending?.seat === me) return say('step');
  switch (view.phase) {
    case 'coordinate':
      return view.passed?.[me] ? null : say('coordinate');
    case 'round': {
      if (!view.players[me]?.chip) return say('take');
      if (view.lastCall && !view.lastCall[me]) return say('confirm');
      return say('swap');
    }
    case 'guess':
      // The holder of the top red chip takes no part in the guess.
      return view.scan?.about === me ? null : say('guess');
    case 'showdown':
      return say('showdown');
    default:
      return null;
  }
}
