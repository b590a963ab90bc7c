// Gangsta!'s first-game hint: what this seat should do now, from its view (whose turn, a heist
// being staffed, a partner's gangster asked for, a choice owed), in the reader's language.
import type { GangstaView } from '../../../engine/index.ts';
import type { rules } from '../../../i18n/games/gangsta/rules/en.ts';
import { t } from '../../../i18n/i18n.ts';

type HintKey = keyof typeof rules.hint;

const say = (key: HintKey): string => t(`rules.hint.${key}`, { ns: 'gangsta' });

/** The sentence for `view`'s seat now, or null (a spectator, the game over). */
export function gangstaHint(view: GangstaView): string | null {
  const me = view.seat;
  if (me === null || view.phase === 'over' || view.result) return null;
  if (view.phase === 'resolve') return view.waitingFor.includes(me) ? say('choose') : say('wait');
  if (view.phase === 'heist') {
    if (view.heist?.asking?.seat === me) return say('asked');
    return view.current === me ? say('staff') : say('wait');
  }
  return view.current === me ? say('act') : say('wait');
}
