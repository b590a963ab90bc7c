// Gangsta! on the screens: how the home screen presents it, its options, its screen (loaded when
// a game starts) and its reason codes.
import { lazy } from 'react';
import type { GangstaView } from '../../../engine/index.ts';
import { lastLogLine, lazyScreen, screensOf } from '../../kit/game-ui.ts';
import { GangstaArt } from './Art.tsx';
import { GangstaOptions } from './Options.tsx';
import { GANGSTA_REASONS } from './reasons.ts';
import { gangstaHint } from './hint.ts';
import { logText } from './log-text.ts';

export const gangstaUi = screensOf<GangstaView>({
  info: { id: 'gangsta' },
  Art: GangstaArt,
  Options: GangstaOptions,
  Screen: lazyScreen(
    () => import('./Screen.tsx'),
    (m) => m.GangstaScreen,
  ),
  Rules: lazy(() => import('./Rules.tsx').then((m) => ({ default: m.GangstaRules }))),
  hint: gangstaHint,
  reasons: GANGSTA_REASONS,
  caption: (view, name) => lastLogLine(view.log, (e) => logText(e, name)),
});
