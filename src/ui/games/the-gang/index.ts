// The Gang on the screens: how the home screen presents it, its options, its screen (loaded when
// a heist starts) and its reason codes.
import { lazy } from 'react';
import type { GangView } from '../../../engine/index.ts';
import { lastLogLine, lazyScreen, screensOf } from '../../kit/game-ui.ts';
import { GangArt } from './Art.tsx';
import { GangOptions } from './Options.tsx';
import { GANG_REASONS } from './reasons.ts';
import { logText } from './announce-text.ts';
import { gangHint } from './hint.ts';

export const theGangUi = screensOf<GangView>({
  info: { id: 'the-gang' },
  Art: GangArt,
  Options: GangOptions,
  Screen: lazyScreen(
    () => import('./Screen.tsx'),
    (m) => m.GangScreen,
  ),
  Rules: lazy(() => import('./Rules.tsx').then((m) => ({ default: m.GangRules }))),
  hint: gangHint,
  reasons: GANG_REASONS,
  // The heist's outcome, not the next heist's cards (the showdown panel shows those).
  caption: (view, name) =>
    lastLogLine(view.log, (e) => (e.e === 'next-card' ? null : logText(e, name))),
});
