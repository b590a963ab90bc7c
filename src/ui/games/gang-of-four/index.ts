// Gang of Four on the screens: how the home screen presents it, its options, its screen (loaded
// when a game starts) and its reason codes.
import { lazy } from 'react';
import type { GofView } from '../../../engine/index.ts';
import { lastLogLine, lazyScreen, screensOf } from '../../kit/game-ui.ts';
import { GangOfFourArt } from './Art.tsx';
import { GofOptionsEditor } from './Options.tsx';
import { GOF_REASONS } from './reasons.ts';
import { gofHint } from './hint.ts';
import { logText } from '../../../i18n/games/gang-of-four/texts.ts';

export const gangOfFourUi = screensOf<GofView>({
  info: { id: 'gang-of-four' },
  Art: GangOfFourArt,
  Options: GofOptionsEditor,
  Screen: lazyScreen(
    () => import('./Screen.tsx'),
    (m) => m.GofScreen,
  ),
  Rules: lazy(() => import('./Rules.tsx').then((m) => ({ default: m.GofRules }))),
  hint: gofHint,
  reasons: GOF_REASONS,
  caption: (view, name) => lastLogLine(view.log, (e) => logText(e, name)),
});
