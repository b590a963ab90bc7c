// "Hand the table to …": the host gives the table to a seated, connected person on purpose
// (docs/RELIABILITY.md "Handing the table over"); this tab then plays on in its seat as a guest.
// Shown to the host only, in the lobby and over a game, when somebody could take it.
import { useTranslation } from 'react-i18next';
import type { Lobby } from '../../net/protocol.ts';
import { useSession, useSessionController } from '../../store/use-session.ts';

/** Who may be handed the table: seated people other than the host, connected. */
export function heirsOf(lobby: Lobby, you: string | null) {
  const host = lobby.players.find((p) => p.id === you)?.host === true;
  return host
    ? lobby.players.filter((p) => !p.host && !p.bot && p.seat !== null && p.connected)
    : [];
}

/** The select; nothing when this tab does not host, hosts a demo, or nobody could take it. */
export function HandOver({ lobby }: { lobby: Lobby }) {
  const { t } = useTranslation();
  const session = useSessionController();
  const you = useSession((s) => s.you);
  const demo = useSession((s) => s.demo);
  const heirs = heirsOf(lobby, you);
  if (demo || heirs.length === 0) return null;
  const give = (id: string) => {
    const to = heirs.find((p) => p.id === id);
    if (to && window.confirm(t('status.handOverConfirm', { name: to.name })))
      void session.handOver(id);
  };
  return (
    <select
      className="select select--small hand-over"
      aria-label={t('status.handOverLabel')}
      value=""
      onChange={(e) => e.target.value && give(e.target.value)}
    >
      <option value="">{t('status.handOver')}</option>
      {heirs.map((p) => (
        <option key={p.id} value={p.id}>
          {p.name}
        </option>
      ))}
    </select>
  );
}
