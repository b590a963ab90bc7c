// How large a player reads the pieces, from the model alone (no browser): each game at each seat
// count it lays out, played to the framing bench's moment (test/framing-kit.ts MOMENT), seen from
// every seat on the three screens (desktop 1280×800, phone 390×844 upright, phone_land
// 844×390) with the reserves the CSS gives its panels; the smallest of each figure over the seats
// (on-screen.ts projects every piece through the seat's camera). Names as the browser bench's
// (bench/framing-browser.ts), under `table.model.` and with the seat count:
// `table.model.card_px.centre.<game>.<seats>p.<size>`, `…card_px.own…`, `…chip_px…`,
// `…hidden_pieces…` (the most of any seat). FRAMING_GAMES (comma-separated) measures only those;
// FRAMING_HINT=1 measures with the first-game hint showing (its box on the desktop, kept clear by
// the camera; folded into its mark on a phone), each name then with `hint.` before the size.
import type { GameId } from '../src/engine/index.ts';
import { SIZE_NAMES, smallestFigures } from '../test/framing-kit.ts';
import type { BenchResult } from './run.ts';
import { round } from './stats.ts';

/** The seat counts each game lays out a table for. */
const SEATS: Record<GameId, readonly number[]> = {
  'the-gang': [3, 4, 5, 6],
  'gang-of-four': [4],
  gangsta: [2, 3, 4],
};

/** The model's figures, every game, seat count and size. */
export async function benchFramingModel(): Promise<BenchResult[]> {
  const only = process.env.FRAMING_GAMES?.split(',');
  const hint = process.env.FRAMING_HINT === '1';
  const out: BenchResult[] = [];
  for (const [game, counts] of Object.entries(SEATS) as [GameId, readonly number[]][]) {
    if (only && !only.includes(game)) continue;
    for (const seats of counts) {
      for (const size of SIZE_NAMES) {
        const f = smallestFigures(game, seats, size, hint);
        const at = `${game}.${seats}p.${hint ? 'hint.' : ''}${size}`;
        console.error(
          `framing model ${at}: centre ${round(f.centre)} / own ${round(f.own)} / chip ${round(f.chip)} px, hidden ${f.hidden}`,
        );
        out.push(
          { name: `table.model.card_px.centre.${at}`, value: round(f.centre), unit: 'px' },
          { name: `table.model.card_px.own.${at}`, value: round(f.own), unit: 'px' },
          { name: `table.model.chip_px.${at}`, value: round(f.chip), unit: 'px' },
          { name: `table.model.hidden_pieces.${at}`, value: f.hidden, unit: 'pieces' },
        );
      }
    }
  }
  return out;
}
