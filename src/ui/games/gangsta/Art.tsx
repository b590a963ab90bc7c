// Gangsta!'s vignette on the home screen: a gangster card and the six skill colours.
import { MiniCard } from '../../kit/art-pieces.tsx';

const SKILL_COLOURS = ['#e7c04a', '#3fa46a', '#9aa3a0', '#cf4a3e', '#4a86d8', '#9a62c9'] as const;

export function GangstaArt() {
  return (
    <svg className="game-art" viewBox="0 0 140 72" aria-hidden="true" focusable="false">
      <MiniCard x={48} y={38} rotate={-8} face="#23262b" ink="#e8c36a" label="$" mark="$" />
      {SKILL_COLOURS.map((colour, i) => (
        <circle
          key={colour}
          cx={80 + (i % 3) * 16}
          cy={i < 3 ? 28 : 46}
          r="6"
          fill={colour}
          stroke="rgba(0,0,0,.3)"
        />
      ))}
    </svg>
  );
}
