// The heist's public log, newest first, in sentences.
import { LogPanel } from '../../kit/screen-kit.tsx';
import { logText } from './announce-text.ts';
import { useGang } from './context.ts';

/** The last lines of this heist's log. */
export function Log() {
  const { view, name } = useGang();
  return <LogPanel log={view.log} text={(e) => logText(e, name)} shown={12} id="log-title" live />;
}
