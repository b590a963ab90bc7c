// Gang of Four on the screens (its screen comes with its table).
import type { GameUi } from '../game-ui.ts';
import { GangOfFourArt } from './Art.tsx';

export const gangOfFourUi: GameUi = {
  info: {
    id: 'gang-of-four',
    name: 'Gang of Four',
    players: '3–4 players',
    kind: 'Climbing card game',
    blurb:
      'Beat the last play with a stronger combination, or bomb it with a gang, and be the first to empty your hand.',
  },
  Art: GangOfFourArt,
  Options: () => null,
  defaultOptions: {},
  Screen: null,
  reasons: {},
};
