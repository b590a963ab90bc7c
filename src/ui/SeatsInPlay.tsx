// The host's seat controls during a game, for every game's screen alike: a player whose
// connection is gone can be replaced by a bot (the table never waits), a bot's seat can be
// handed to somebody watching (a late joiner, or the player who left, back again), somebody
// watching can be removed. Shown only to the host, and only when there is
// something to do. (The lock and the hand-over are the table's tools: kit/HostTools.tsx, with the
// table's settings.)
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lobby, LobbyPlayer } from '../net/protocol.ts';
import { useSession, useSessionController } from '../store/use-session.ts';
import { BotBadge, RobotIcon } from './kit/PlayerTag.tsx';
import './seats-in-play.css';

/** What the host may do about the seats of the match on now. */
export function seatsToManage(lobby: Lobby, you: string | null) {
  const host = lobby.players.find((p) => p.id === you)?.host === true;
  if (!host || !lobby.playing) return { away: [], bots: [], watchers: [] };
  const seated = lobby.players.filter((p) => p.seat !== null);
  return {
    /** People in the match whose connection is gone. */
    away: seated.filter((p) => !p.bot && !p.connected),
    bots: seated.filter((p) => p.bot),
    /** People watching who could take a bot's seat. */
    watchers: lobby.players.filter((p) => p.seat === null),
  };
}

function BotSeat({ bot, watchers }: { bot: LobbyPlayer; watchers: readonly LobbyPlayer[] }) {
  const session = useSessionController();
  const { t } = useTranslation();
  const you = useSession((s) => s.you);
  const give = (player: string) => void session.lobbyAction({ a: 'move', player, seat: bot.seat });
  return (
    <li className="seats-in-play__row">
      <span>
        {t('seats.seatOf', { n: bot.seat! + 1, name: bot.name })} <BotBadge />
      </span>
      <select
        className="select select--small"
        aria-label={t('seats.giveLabel', { n: bot.seat! + 1 })}
        value=""
        onChange={(e) => e.target.value && give(e.target.value)}
      >
        <option value="">{t('seats.giveTo')}</option>
        {watchers.map((w) => (
          <option key={w.id} value={w.id}>
            {w.id === you ? t('seats.me') : w.name}
          </option>
        ))}
      </select>
    </li>
  );
}

/** The strip above a game's screen. Over the 3D table it lies over the table under the header
 * (it comes at any moment: it moves no camera), so a tap on its title folds it to that one line;
 * a seat that needs the host anew opens it again. */
export function SeatsInPlay({ lobby }: { lobby: Lobby }) {
  const session = useSessionController();
  const { t } = useTranslation();
  const you = useSession((s) => s.you);
  // The list the host folded away (its people, in order), or null.
  const [folded, setFolded] = useState<string | null>(null);
  const { away, bots, watchers } = seatsToManage(lobby, you);
  const handing = watchers.length > 0 ? bots : [];
  const others = watchers.filter((w) => w.id !== you);
  const count = away.length + handing.length + others.length;
  if (count === 0) return null;
  const shown = [...others, ...away, ...handing].map((p) => p.id).join(' ');
  return (
    <section className="seats-in-play" aria-label={t('seats.strip')}>
      <details
        className="seats-in-play__fold"
        open={folded !== shown}
        onToggle={(e) => setFolded(e.currentTarget.open ? null : shown)}
      >
        <summary className="seats-in-play__title">
          {t('seats.strip')} ({count})
        </summary>
        <ul className="seats-in-play__list">
          {others.map((w) => (
            <li key={w.id} className="seats-in-play__row">
              <span>{t('seats.isWatching', { name: w.name })}</span>
              <button
                type="button"
                className="button button--ghost button--small"
                aria-label={t('seats.removeFromTable', { name: w.name })}
                onClick={() => {
                  if (window.confirm(t('seats.confirmRemove', { name: w.name }))) {
                    void session.lobbyAction({ a: 'remove', player: w.id });
                  }
                }}
              >
                {t('seats.remove')}
              </button>
            </li>
          ))}
          {away.map((p) => (
            <li key={p.id} className="seats-in-play__row">
              <span>
                {t('seats.leftTable', { name: p.name })}{' '}
                <span className="player-tag__away">{t('seats.offline')}</span>
              </span>
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => void session.lobbyAction({ a: 'bot', seat: p.seat! })}
              >
                <RobotIcon /> {t('seats.replaceWithBot')}
              </button>
            </li>
          ))}
          {handing.map((b) => (
            <BotSeat key={b.id} bot={b} watchers={watchers} />
          ))}
        </ul>
      </details>
    </section>
  );
}
