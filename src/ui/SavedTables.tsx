// "Resume your table": the tables this browser hosted and saved (store/saved-tables.ts), offered
// on the home screen so a host whose tab was closed gets the game back without its exact address.
import { useState } from 'react';
import { formatRoomCode } from '../net/room-code.ts';
import { reasonOf } from '../store/session.ts';
import type { SavedTable } from '../store/saved-tables.ts';
import { useSession, useSessionController } from '../store/use-session.ts';
import { gameUi } from './games/registry.ts';
import { reasonText } from './reasons.ts';
import './saved-tables.css';

/** "5 minutes ago", in the reader's words. */
function ago(savedAt: number, now: number): string {
  if (savedAt === 0) return 'some time ago';
  const minutes = Math.round((savedAt - now) / 60_000);
  const words = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
  if (Math.abs(minutes) < 60) return words.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  return Math.abs(hours) < 48
    ? words.format(hours, 'hour')
    : words.format(Math.round(hours / 24), 'day');
}

function Entry({ table, now }: { readonly table: SavedTable; readonly now: number }) {
  const session = useSessionController();
  const [notice, setNotice] = useState('');
  const game = gameUi(table.game)?.info.name ?? table.game;
  const code = formatRoomCode(table.code);
  return (
    <li className="saved__entry">
      <div className="saved__what">
        <span className="saved__game">{game}</span> <span className="play__code">{code}</span>
        <span className="saved__meta">
          {table.playing ? 'A game was on' : 'In the lobby'} · {table.players.join(', ')} · saved{' '}
          {ago(table.savedAt, now)}
        </span>
        {notice && <span className="saved__notice">{notice}</span>}
      </div>
      <div className="saved__actions">
        <button
          type="button"
          className="button button--primary button--small"
          aria-label={`Resume table ${code} (${game})`}
          onClick={() =>
            session
              .resumeTable(table.code)
              .catch((e: unknown) => setNotice(reasonText(reasonOf(e))))
          }
        >
          Resume
        </button>
        <button
          type="button"
          className="link-button"
          aria-label={`Forget table ${code}`}
          onClick={() => session.forgetTable(table.code)}
        >
          Forget
        </button>
      </div>
    </li>
  );
}

/** The saved tables, or nothing when this browser holds none. */
export function SavedTables() {
  const tables = useSession((s) => s.savedTables);
  if (tables.length === 0) return null;
  const now = Date.now();
  return (
    <section className="play saved" aria-labelledby="saved-heading">
      <h2 id="saved-heading" className="play__title">
        Resume your table
      </h2>
      <ul className="saved__list">
        {tables.map((t) => (
          <Entry key={t.code} table={t} now={now} />
        ))}
      </ul>
    </section>
  );
}
