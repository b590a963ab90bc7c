// What every part of Gang of Four's screen needs (see screen-kit): provided once by GofScreen,
// read with useGof().
import type { GofIntent, GofView } from '../../../engine/index.ts';
import { gameScreenContext, type GameScreenValue } from '../../kit/screen-kit.tsx';

export type GofContextValue = GameScreenValue<GofView, GofIntent>;

export const [GofContext, useGof] = gameScreenContext<GofView, GofIntent>('useGof', 'GofScreen');
