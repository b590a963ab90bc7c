// The heist's public log, newest first, in sentences.
import { logText } from './announce-text.ts';
import { useGang } from './context.ts';

const SHOWN = 12;

/** The last lines of this heist's log. */
export function Log() {
  const { view, name } = useGang();
  const lines = view.log
    .map((e, i) => ({ i, text: logText(e, name) }))
    .filter((l): l is { i: number; text: string } => l.text !== null)
    .slice(-SHOWN)
    .reverse();
  if (lines.length === 0) return null;
  return (
    <section className="panel log" aria-labelledby="log-title">
      <h2 id="log-title" className="panel__title">
        What happened
      </h2>
      <ol className="log__list">
        {lines.map((l) => (
          <li key={l.i}>{l.text}</li>
        ))}
      </ol>
    </section>
  );
}
