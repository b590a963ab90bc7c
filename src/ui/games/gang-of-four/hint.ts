// Gang of Four's first-game hint: what this seat should do now, from its view (the phase, whose
// turn, whether it leads and must lead with the multicoloured 1), in the reader's language.
import type { GofView } from '../../../engine/index.ts';
import type { rules } from '../../../i18n/games/gang-of-four/rules/en.ts';
import { t } from '../../../i18n/i18n.ts';

type HintKey = keyof typeof rules.hint;

const say = (key: HintKey): string => t(`rules.hint.${key}`, { ns: 'gang-of-four' });

/** The sentence for `view`'s seat now, or null (a spectator, the game over). */
export function gofHint(view: GofView): string | null {
  const me = view.seat;
  if (me === null) return null;
  switch (view.phase) {
    case 'exchange':
      return view.turn === me ? say('give') : say('exchange');
    case 'play':
      if (view.turn !== me) return say('wait');
      if (view.trick.length > 0) return say('beat');
      return view.mustInclude1M ? say('lead1M') : say('lead');
    case 'round-end':
      return say('roundEnd');
    default:
      return null;
  }
}
