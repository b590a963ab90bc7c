// The first-game hint of the game being played: its registry entry says what this seat should do
// now, from the view; the kit's FirstHint shows it until put away (remembered per game).
import { useTranslation } from 'react-i18next';
import { useSession } from '../store/use-session.ts';
import { gameUi } from './games/registry.ts';
import { FirstHint } from './kit/FirstHint.tsx';

/** The hint for the current game and seat (nothing outside a game, nor to somebody watching). */
export function GameHint() {
  useTranslation(); // the hint's words are made by the game's plain helper: re-render on a switch
  const playing = useSession((s) => !!s.lobby?.playing);
  const view = useSession((s) => s.view) as { game?: string; seat?: number | null } | null;
  const ui = view?.game ? gameUi(view.game) : null;
  if (!playing || !view?.game || !ui || view.seat === null || view.seat === undefined) return null;
  return <FirstHint key={view.game} game={view.game} text={ui.hint(view)} />;
}
