// Gangsta! on the screens (its screen comes with its table).
import type { GameUi } from '../game-ui.ts';
import { GangstaArt } from './Art.tsx';

export const gangstaUi: GameUi = {
  info: {
    id: 'gangsta',
    name: 'Gangsta!',
    players: '2–4 players',
    kind: 'Heists and recruiting',
    blurb:
      'Recruit gangsters, mobilise your crew and pull off heists across three chapters. Mind the snitches.',
  },
  Art: GangstaArt,
  Options: () => null,
  defaultOptions: {},
  Screen: null,
  reasons: {},
};
