// What every part of Gangsta!'s screen needs (see screen-kit): provided once by GangstaScreen,
// read with useGangsta().
import type { GangstaIntent, GangstaView } from '../../../engine/index.ts';
import { gameScreenContext, type GameScreenValue } from '../../kit/screen-kit.tsx';

export type GangstaContextValue = GameScreenValue<GangstaView, GangstaIntent>;

export const [GangstaContext, useGangsta] = gameScreenContext<GangstaView, GangstaIntent>(
  'useGangsta',
  'GangstaScreen',
);
