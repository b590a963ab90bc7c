// Gang of Four's vignette on the home screen: a triple of sevens in the three colours.
import { MiniCard } from '../../kit/art-pieces.tsx';

export function GangOfFourArt() {
  return (
    <svg className="game-art" viewBox="0 0 140 72" aria-hidden="true" focusable="false">
      <MiniCard x={46} y={40} rotate={-14} face="#2f8a58" ink="#fdfaf0" label="7" mark="7" />
      <MiniCard x={70} y={36} rotate={0} face="#e2b53c" ink="#2a2205" label="7" mark="7" />
      <MiniCard x={94} y={40} rotate={14} face="#c8433a" ink="#fdfaf0" label="7" mark="7" />
    </svg>
  );
}
