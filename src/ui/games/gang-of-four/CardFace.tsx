// A Gang of Four card as SVG, drawn from the same shapes and paint as the 3D table's textures
// (src/table/games/gang-of-four/art/symbols.ts): crisp at any size in the hand rail and the
// panels. The big number and its colour's symbol sit in the corner, readable in a tight fan.
import { useId } from 'react';
import {
  CARD_MM,
  CARD_PAINT,
  COLOUR_PAINT,
  COLOUR_SYMBOL,
  FACE_LAYOUT,
  SYMBOL_PATHS,
  faceParts,
  type GofSymbol,
} from '../../../table/games/gang-of-four/art/symbols.ts';
import { cardName } from '../../../i18n/games/gang-of-four/texts.ts';

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Liberation Sans', Arial, sans-serif";
const CX = CARD_MM.width / 2;
const CY = CARD_MM.height / 2;

function Mark({
  symbol,
  x,
  y,
  size,
  fill,
  turn = false,
}: {
  symbol: GofSymbol;
  x: number;
  y: number;
  size: number;
  fill: string;
  turn?: boolean;
}) {
  return (
    <path
      d={SYMBOL_PATHS[symbol]}
      fill={fill}
      fillRule="evenodd"
      transform={`translate(${x} ${y}) scale(${size / 100})${turn ? ' rotate(180)' : ''}`}
    />
  );
}

/** The corner index: the number (or the picture's glyph) and the colour's symbol. */
function Index({ token }: { token: string }) {
  const parts = faceParts(token)!;
  const ix = FACE_LAYOUT.index;
  const colour = parts.colours.length === 1 ? parts.colours[0]! : null;
  const ink = colour ? COLOUR_PAINT[colour].ink : CARD_PAINT.ink;
  return (
    <g>
      {parts.number !== null ? (
        <text
          x={ix.x}
          y={ix.baseline}
          fontFamily={FONT}
          fontWeight={800}
          fontSize={ix.size}
          textAnchor="middle"
          fill={ink}
          textLength={parts.number === 10 ? ix.width : undefined}
          lengthAdjust="spacingAndGlyphs"
        >
          {parts.number}
        </text>
      ) : (
        <Mark symbol={parts.symbol!} x={ix.x} y={ix.baseline - 5.5} size={12.5} fill={ink} />
      )}
      {colour ? (
        <Mark
          symbol={COLOUR_SYMBOL[colour]}
          x={ix.x}
          y={ix.symbolY}
          size={ix.symbolSize}
          // The ink, not the panel's fill: the yellow sun on white paper shows in greyscale too.
          fill={COLOUR_PAINT[colour].ink}
        />
      ) : (
        (['G', 'Y', 'R'] as const).map((g, k) => (
          <Mark
            key={g}
            symbol={COLOUR_SYMBOL[g]}
            x={ix.x}
            y={ix.symbolY - 2 + k * 6}
            size={5.4}
            fill={COLOUR_PAINT[g].ink}
          />
        ))
      )}
    </g>
  );
}

/** One face-up card, its name for screen readers (or `title`). */
export function CardFace({ token, title }: { token: string; title?: string }) {
  const clip = useId();
  const parts = faceParts(token);
  if (!parts) return null;
  const p = FACE_LAYOUT.panel;
  const stripe = p.w / parts.colours.length;
  const single = parts.colours.length === 1 ? parts.colours[0]! : null;
  const on = single ? COLOUR_PAINT[single].onFill : '#ffffff';
  const edge = single ? COLOUR_PAINT[single].fill : CARD_PAINT.gold;
  return (
    <svg
      className="gof-card"
      viewBox={`0 0 ${CARD_MM.width} ${CARD_MM.height}`}
      role="img"
      aria-label={title ?? cardName(token)}
      data-card={token}
    >
      <rect width={CARD_MM.width} height={CARD_MM.height} rx={4} fill={CARD_PAINT.paper} />
      <rect
        x={1.6}
        y={1.6}
        width={CARD_MM.width - 3.2}
        height={CARD_MM.height - 3.2}
        rx={2.6}
        fill="none"
        stroke={edge}
        strokeWidth={0.7}
      />
      <clipPath id={clip}>
        <rect x={p.x} y={p.y} width={p.w} height={p.h} rx={p.r} />
      </clipPath>
      <g clipPath={`url(#${clip})`}>
        {parts.colours.map((g, k) => (
          <rect
            key={k}
            x={p.x + k * stripe}
            y={p.y}
            width={stripe + 0.05}
            height={p.h}
            fill={COLOUR_PAINT[g].fill}
          />
        ))}
      </g>
      {parts.number !== null ? (
        <>
          <text
            x={CX}
            y={CY + 1}
            fontFamily={FONT}
            fontWeight={800}
            fontSize={30}
            textAnchor="middle"
            dominantBaseline="central"
            fill={on}
            stroke={on === '#ffffff' ? 'rgba(0,0,0,0.45)' : 'none'}
            strokeWidth={2.6}
            paintOrder="stroke"
            textLength={parts.number === 10 ? p.w - 4 : undefined}
            lengthAdjust="spacingAndGlyphs"
          >
            {parts.number}
          </text>
          {parts.symbol ? (
            <>
              <Mark symbol={parts.symbol} x={CX} y={p.y + 11} size={12} fill={on} />
              <Mark symbol={parts.symbol} x={CX} y={p.y + p.h - 11} size={12} fill={on} turn />
            </>
          ) : (
            (['G', 'Y', 'R'] as const).map((g, k) => (
              <g key={g}>
                <Mark
                  symbol={COLOUR_SYMBOL[g]}
                  x={CX + (k - 1) * 9.5}
                  y={p.y + 10}
                  size={7.5}
                  fill="#fff"
                />
                <Mark
                  symbol={COLOUR_SYMBOL[g]}
                  x={CX - (k - 1) * 9.5}
                  y={p.y + p.h - 10}
                  size={7.5}
                  fill="#fff"
                  turn
                />
              </g>
            ))
          )}
        </>
      ) : (
        <>
          <Mark symbol={parts.symbol!} x={CX} y={CY - 4} size={29} fill={on} />
          <text
            x={CX}
            y={p.y + p.h - 8}
            fontFamily={FONT}
            fontWeight={800}
            fontSize={4.6}
            textAnchor="middle"
            fill={on}
          >
            {parts.symbol === 'dragon' ? 'DRAGON' : 'PHOENIX'}
          </text>
        </>
      )}
      <Index token={token} />
      <g transform={`rotate(180 ${CX} ${CY})`}>
        <Index token={token} />
      </g>
    </svg>
  );
}

/** A face-down card (others' hands in the text table). */
export function CardBack() {
  return (
    <svg className="gof-card gof-card--back" viewBox="0 0 63 88" aria-hidden="true">
      <rect width={63} height={88} rx={4} fill={CARD_PAINT.back} />
      <rect
        x={4}
        y={4}
        width={55}
        height={80}
        rx={3}
        fill={CARD_PAINT.backDeep}
        stroke={CARD_PAINT.gold}
        strokeWidth={0.9}
      />
      <circle
        cx={CX}
        cy={CY}
        r={15}
        fill={CARD_PAINT.backDeep}
        stroke={CARD_PAINT.gold}
        strokeWidth={1.2}
      />
      <text
        x={CX}
        y={CY + 1}
        fontFamily={FONT}
        fontWeight={800}
        fontSize={20}
        textAnchor="middle"
        dominantBaseline="central"
        fill={CARD_PAINT.gold}
      >
        4
      </text>
    </svg>
  );
}
