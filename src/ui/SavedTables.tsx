// "Resume your table": the tables this browser hosted and saved (store/saved-tables.ts), offered
// on the home screen so a host whose tab was closed gets the game back without its exact address.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { locale, t } from '../i18n/i18n.ts';
import { formatRoomCode } from '../net/room-code.ts';
import { reasonOf } from '../store/session.ts';
import type { SavedTable } from '../store/saved-tables.ts';
import { useSession, useSessionController } from '../store/use-session.ts';
import { gameName } from './games/registry.ts';
import { reasonText } from './reasons.ts';
import './saved-tables.css';

/** "5 minutes ago", in the reader's words. */
function ago(savedAt: number, now: number): string {
  if (savedAt === 0) return t('saved.someTimeAgo');
  const minutes = Math.round((savedAt - now) / 60_000);
  const words = new Intl.RelativeTimeFormat(locale(), { numeric: 'auto' });
  if (Math.abs(minutes) < 60) return words.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  return Math.abs(hours) < 48
    ? words.format(hours, 'hour')
    : words.format(Math.round(hours / 24), 'day');
}

function Entry({ table, now }: { readonly table: SavedTable; readonly now: number }) {
  const session = useSessionController();
  const { t } = useTranslation();
  const [notice, setNotice] = useState('');
  const game = gameName(table.game);
  const code = formatRoomCode(table.code);
  return (
    <li className="saved__entry">
      <div className="saved__what">
        <span className="saved__game">{game}</span> <span className="play__code">{code}</span>
        <span className="saved__meta">
          {table.playing ? t('saved.gameOn') : t('saved.inLobby')} · {table.players.join(', ')} ·{' '}
          {t('saved.savedAgo', { ago: ago(table.savedAt, now) })}
        </span>
        {notice && <span className="saved__notice">{reasonText(notice)}</span>}
      </div>
      <div className="saved__actions">
        <button
          type="button"
          className="button button--primary button--small"
          aria-label={t('saved.resumeLabel', { code, game })}
          onClick={() =>
            session.resumeTable(table.code).catch((e: unknown) => setNotice(reasonOf(e)))
          }
        >
          {t('saved.resume')}
        </button>
        <button
          type="button"
          className="link-button"
          aria-label={t('saved.forgetLabel', { code })}
          onClick={() => session.forgetTable(table.code)}
        >
          {t('saved.forget')}
        </button>
      </div>
    </li>
  );
}

/** The saved tables, or nothing when this browser holds none. */
export function SavedTables() {
  const { t } = useTranslation();
  const tables = useSession((s) => s.savedTables);
  if (tables.length === 0) return null;
  const now = Date.now();
  return (
    <section className="play saved" aria-labelledby="saved-heading">
      <h2 id="saved-heading" className="play__title">
        {t('saved.heading')}
      </h2>
      <ul className="saved__list">
        {tables.map((t) => (
          <Entry key={t.code} table={t} now={now} />
        ))}
      </ul>
    </section>
  );
}
