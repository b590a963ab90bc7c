// A room: the status bar on top, then the lobby or the game, or why we are out of it.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession, useSessionController } from '../store/use-session.ts';
import { Connecting } from './Connecting.tsx';
import { DemoBar } from './DemoBar.tsx';
import { FairPlay } from './fair/FairPlay.tsx';
import { GameHint } from './GameHint.tsx';
import { gameUi } from './games/registry.ts';
import { RoomHint, RoomNotices } from './kit/room-notices.ts';
import { Lobby } from './lobby/Lobby.tsx';
import { reasonText } from './reasons.ts';
import { SeatsInPlay } from './SeatsInPlay.tsx';
import { StatusBar } from './StatusBar.tsx';
import { useScreenAwake } from './wake-lock.ts';
import './room.css';

/** Shown when the host closed our connection for good. */
function Gone({ reason }: { reason: string }) {
  const session = useSessionController();
  const { t } = useTranslation();
  const game = useSession((s) => s.lobby?.game ?? null);
  return (
    <main className="notice-screen">
      <div className="panel notice-screen__card">
        <h2 className="panel__title">{t('room.goneTitle')}</h2>
        <p>{reasonText(reason, game)}</p>
        <button type="button" className="button button--primary" onClick={() => session.leave()}>
          {t('room.backHome')}
        </button>
      </div>
    </main>
  );
}

/** A warning strip while the host cannot be reached. */
function Trouble() {
  const { t } = useTranslation();
  const status = useSession((s) => s.status);
  const impostor = useSession((s) => s.impostor);
  const heir = useSession((s) => s.heir);
  if (status !== 'reconnecting' && status !== 'host-lost') return null;
  return (
    <p className="trouble" role="alert">
      {status === 'reconnecting' ? t('room.reconnecting') : t('room.hostGone')}
      {heir && ` ${t('room.heir', { name: heir })}`}
      {impostor && ` ${t('room.impostor')}`}
    </p>
  );
}

/** The current room. */
export function Room() {
  const { t } = useTranslation();
  const lobby = useSession((s) => s.lobby);
  const view = useSession((s) => s.view) as { game?: string } | null;
  const status = useSession((s) => s.status);
  const bye = useSession((s) => s.bye);
  const demo = useSession((s) => s.demo);
  // A sleeping host drops everyone: the screen stays on while a game is played here.
  useScreenAwake(!!lobby?.playing && !demo && status !== 'closed');

  const Screen = view?.game ? gameUi(view.game)?.Screen : null;
  const playing = !!lobby?.playing && status !== 'closed' && !demo;
  const notices = (
    <>
      <Trouble />
      {playing && <SeatsInPlay lobby={lobby!} />}
      {status !== 'closed' && !demo && <FairPlay />}
    </>
  );
  const hint = playing ? <GameHint /> : null;
  // A game's screen places the notices and the hint itself (GameLayout: under its header's strip
  // over the 3D table, so a notice coming and going never resizes the table nor covers the
  // header; the hint in a box the camera keeps clear, or folded into its mark).
  const onScreen = !!(lobby?.playing && view && Screen && !(status === 'closed' && bye));
  let body;
  if (status === 'closed' && bye) body = <Gone reason={bye} />;
  else if (lobby?.playing && view && Screen) {
    body = (
      <RoomNotices.Provider value={notices}>
        <RoomHint.Provider value={hint}>
          <Suspense fallback={<Connecting />}>
            <Screen view={view} />
          </Suspense>
        </RoomHint.Provider>
      </RoomNotices.Provider>
    );
  } else if (lobby?.playing && view) {
    body = <p className="notice-screen">{t('room.cannotShow')}</p>;
  } else if (lobby) body = <Lobby lobby={lobby} />;
  else body = <Connecting />;

  return (
    <div className="room">
      <StatusBar />
      {demo && <DemoBar />}
      {!onScreen && (
        <div className="room__notices">
          <div className="room__notices-stack">{notices}</div>
        </div>
      )}
      {body}
    </div>
  );
}
