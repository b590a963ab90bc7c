// The round's public log, newest first, in sentences.
import { logText } from '../../../i18n/games/gang-of-four/texts.ts';
import { LogPanel } from '../../kit/screen-kit.tsx';
import { useGof } from './context.ts';

/** The last lines of this round's log. */
export function Log() {
  const { view, name } = useGof();
  return (
    <LogPanel
      log={view.log}
      text={(e) => logText(e, name)}
      shown={10}
      id="gof-log-title"
      className="gof-log"
      panelClass="gof-panel"
      live
    />
  );
}
