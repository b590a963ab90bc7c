// A player as the lists show them: connection dot, name, host, bot and "you" marks, and the round
// trip to the host as the host measured it.
import { useTranslation } from 'react-i18next';
import type { LobbyPlayer } from '../../net/protocol.ts';
import { rttText } from './rtt-text.ts';

/** One player's name line. */
export function PlayerTag({ player, you }: { player: LobbyPlayer; you: boolean }) {
  const { t } = useTranslation();
  const conn = player.connected ? 'connected' : 'closed';
  return (
    <span className="player-tag">
      <span
        className="dot"
        data-status={conn}
        role="img"
        aria-label={player.connected ? t('seats.online') : t('seats.offline')}
      />
      <span className="player-tag__name">{player.name}</span>
      {you && <span className="badge badge--you">{t('seats.you')}</span>}
      {player.host && <span className="badge">{t('seats.host')}</span>}
      {player.bot && <BotBadge />}
      {player.connected && player.rtt !== null && !player.host && (
        <span className="player-tag__rtt" title={t('status.roundTrip')}>
          {rttText(player.rtt)}
        </span>
      )}
      {!player.connected && <span className="player-tag__away">{t('seats.offline')}</span>}
    </span>
  );
}

/** A small robot, drawn (an emoji needs a font the page may not have). */
export function RobotIcon() {
  return (
    <svg className="robot-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="1.8" r="1.3" fill="currentColor" />
      <path d="M8 3v1.5" stroke="currentColor" strokeWidth="1.4" />
      <rect
        x="2.2"
        y="4.5"
        width="11.6"
        height="9"
        rx="2.6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
      />
      <circle cx="5.9" cy="8.4" r="1.3" fill="currentColor" />
      <circle cx="10.1" cy="8.4" r="1.3" fill="currentColor" />
      <path d="M6 11.2h4" stroke="currentColor" strokeWidth="1.2" strokeLinecap="round" />
    </svg>
  );
}

/** The mark of a seat the host's bot plays: a small robot and the word. */
export function BotBadge() {
  const { t } = useTranslation();
  return (
    <span className="badge badge--bot" title={t('seats.botTitle')}>
      <RobotIcon /> {t('seats.bot')}
    </span>
  );
}
