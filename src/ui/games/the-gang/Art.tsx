// The Gang's vignette on the home screen: two pocket cards and a red star chip.
import { MiniCard, StarChip } from '../../kit/art-pieces.tsx';

// Rank letters as printed on the cards (the same in every language).
const ACE = 'A';
const KING = 'K';

export function GangArt() {
  return (
    <svg className="game-art" viewBox="0 0 140 72" aria-hidden="true" focusable="false">
      <MiniCard x={50} y={38} rotate={-10} face="#fbf8f0" ink="#1c1c1c" label={ACE} mark="♠" />
      <MiniCard x={74} y={36} rotate={7} face="#fbf8f0" ink="#c23b32" label={KING} mark="♥" />
      <StarChip x={106} y={50} fill="#b8322a" />
    </svg>
  );
}
