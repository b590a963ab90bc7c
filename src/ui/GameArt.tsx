// Small decorative vignettes for the game cards on the home screen: plain SVG, no assets.

/** Which vignette to draw. */
export type GameArtKind = 'the-gang' | 'gang-of-four' | 'gangsta';

type MiniCardProps = {
  x: number;
  y: number;
  rotate: number;
  face: string;
  ink: string;
  label: string;
  mark?: string;
};

/** One playing card, 34×48, its centre at (x, y). */
function MiniCard({ x, y, rotate, face, ink, label, mark }: MiniCardProps) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${rotate})`}>
      <rect
        x="-17"
        y="-24"
        width="34"
        height="48"
        rx="4"
        fill="rgba(0,0,0,.35)"
        transform="translate(1.5 2)"
      />
      <rect x="-17" y="-24" width="34" height="48" rx="4" fill={face} stroke="rgba(0,0,0,.25)" />
      <text x="-12" y="-11" fill={ink} fontSize="11" fontWeight="700" className="art-text">
        {label}
      </text>
      {mark && (
        <text x="0" y="12" fill={ink} fontSize="18" textAnchor="middle" className="art-text">
          {mark}
        </text>
      )}
    </g>
  );
}

/** A star chip like the ones The Gang passes around. */
function StarChip({ x, y, fill }: { x: number; y: number; fill: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle r="13" fill="rgba(0,0,0,.35)" transform="translate(1 2)" />
      <circle r="13" fill={fill} />
      <circle r="11" fill="none" stroke="#f6efe0" strokeWidth="3.4" strokeDasharray="4.3 4.3" />
      <path
        fill="#f6d98f"
        d="M0-6.2l1.8 3.7 4.1.6-3 2.9.7 4.1L0 3.2l-3.6 1.9.7-4.1-3-2.9 4.1-.6z"
      />
    </g>
  );
}

const SKILL_COLOURS = ['#e7c04a', '#3fa46a', '#9aa3a0', '#cf4a3e', '#4a86d8', '#9a62c9'] as const;

/** Decorative vignette for one game; hidden from assistive technology. */
export function GameArt({ kind }: { kind: GameArtKind }) {
  return (
    <svg className="game-art" viewBox="0 0 140 72" aria-hidden="true" focusable="false">
      {kind === 'the-gang' && (
        <>
          <MiniCard x={50} y={38} rotate={-10} face="#fbf8f0" ink="#1c1c1c" label="A" mark="♠" />
          <MiniCard x={74} y={36} rotate={7} face="#fbf8f0" ink="#c23b32" label="K" mark="♥" />
          <StarChip x={106} y={50} fill="#b8322a" />
        </>
      )}
      {kind === 'gang-of-four' && (
        <>
          <MiniCard x={46} y={40} rotate={-14} face="#2f8a58" ink="#fdfaf0" label="7" mark="7" />
          <MiniCard x={70} y={36} rotate={0} face="#e2b53c" ink="#2a2205" label="7" mark="7" />
          <MiniCard x={94} y={40} rotate={14} face="#c8433a" ink="#fdfaf0" label="7" mark="7" />
        </>
      )}
      {kind === 'gangsta' && (
        <>
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
        </>
      )}
    </svg>
  );
}
