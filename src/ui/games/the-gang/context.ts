// What every part of The Gang's screen needs (see screen-kit): provided once by GangScreen, read
// with useGang().
import type { GangIntent, GangView } from '../../../engine/index.ts';
import { gameScreenContext, type GameScreenValue } from '../../kit/screen-kit.tsx';

export type GangContextValue = GameScreenValue<GangView, GangIntent>;

export const [GangContext, useGang] = gameScreenContext<GangView, GangIntent>(
  'useGang',
  'GangScreen',
);
