// Small SVG pieces the games' vignettes on the home screen are drawn with: no assets.

export type MiniCardProps = {
  x: number;
  y: number;
  rotate: number;
  face: string;
  ink: string;
  label: string;
  mark?: string;
};

/** One playing card, 34×48, its centre at (x, y). */
export function MiniCard({ x, y, rotate, face, ink, label, mark }: MiniCardProps) {
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
export function StarChip({ x, y, fill }: { x: number; y: number; fill: string }) {
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
