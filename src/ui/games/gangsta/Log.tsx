// The public log, newest first, in sentences.
import { LogPanel } from '../../kit/screen-kit.tsx';
import { useGangsta } from './context.ts';
import { logText } from './log-text.ts';

/** The last lines of the log. */
export function Log() {
  const { view, name } = useGangsta();
  return (
    <LogPanel
      log={view.log}
      text={(e) => logText(e, name)}
      shown={16}
      id="gangsta-log-title"
      live
    />
  );
}
