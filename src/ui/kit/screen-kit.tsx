// What every game's screen is built from: the context its parts read (the seat's view, names by
// match seat, who "I" am, whether I host, a way to act), the host's "end the game" button, the
// log panel and the layout (GameLayout, screen-kit.css and the screen-*.css beside it). Each game's screen provides the context
// once; its parts read it with the game's hook.
import {
  createContext,
  useContext,
  useMemo,
  useRef,
  useState,
  type Context,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { ActResult } from '../../net/client-types.ts';
import type { LobbyPlayer } from '../../net/protocol.ts';
import { matchSeatPlayers, seatName } from '../../store/seats.ts';
import { useSession, useSessionController } from '../../store/use-session.ts';
import type { TableMode } from '../table/table-preload.ts';
import { HostTools } from './HostTools.tsx';
import { useMenuDismiss } from './menu-dismiss.ts';
import { useRoomHint, useRoomNotices } from './room-notices.ts';
import './screen-kit.css';
import './screen-phone.css';
import './screen-phone-sheet.css';
import './screen-hud.css';
import './screen-hud-extras.css';

/** Where a HUD slot sits on the screen. */
type HudCorner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right' | 'bottom';

export interface GameScreenValue<V, I> {
  readonly view: V;
  /** Lobby players by match seat (null if unknown). */
  readonly players: readonly (LobbyPlayer | null)[];
  /** Name of a match seat. */
  name(seat: number): string;
  /** This viewer's match seat, or null for a spectator. */
  readonly me: number | null;
  readonly isHost: boolean;
  act(intent: I): Promise<ActResult>;
}

/** A game's screen context and the hook its parts read it with (a clear error outside it). */
export function gameScreenContext<V, I>(
  hook: string,
  screen: string,
): readonly [Context<GameScreenValue<V, I> | null>, () => GameScreenValue<V, I>] {
  const context = createContext<GameScreenValue<V, I> | null>(null);
  const use = (): GameScreenValue<V, I> => {
    const value = useContext(context);
    if (!value) throw new Error(`${hook}() needs <${screen}> above it`);
    return value;
  };
  return [context, use];
}

/** The context value for a seat's view, from the session: the screen's one provider computes it. */
export function useGameScreenValue<V extends { readonly seat: number | null }, I>(
  view: V,
): GameScreenValue<V, I> {
  const session = useSessionController();
  const lobby = useSession((s) => s.lobby);
  const you = useSession((s) => s.you);
  const isHost = lobby?.players.some((p) => p.id === you && p.host) ?? false;
  return useMemo(() => {
    const players = matchSeatPlayers(lobby);
    return {
      view,
      players,
      name: (seat: number) => seatName(players, seat),
      me: view.seat,
      isHost,
      act: (intent: I) => session.act(intent),
    };
  }, [view, lobby, isHost, session]);
}

/** The host may end a game early (someone had to go). */
export function EndGame() {
  const session = useSessionController();
  const { t } = useTranslation();
  const end = () => {
    if (window.confirm(t('screen.confirmEnd'))) {
      void session.lobbyAction({ a: 'lobby' });
    }
  };
  return (
    <button type="button" className="link-button" onClick={end} title={t('screen.confirmEnd')}>
      {t('screen.end')}
    </button>
  );
}

/** A game log's last `shown` lines, newest first, in sentences (`text` null: not worth a line). */
export function LogPanel<E>({
  log,
  text,
  shown,
  id,
  className = 'log',
  panelClass,
  live = false,
}: {
  readonly log: readonly E[];
  readonly text: (entry: E) => string | null;
  readonly shown: number;
  /** The heading's element id (unique on the page). */
  readonly id: string;
  /** The panel's block class; the list is `${className}__list`. */
  readonly className?: string;
  /** More classes for the panel (a game's panel style). */
  readonly panelClass?: string;
  /** Read new lines aloud to screen readers. */
  readonly live?: boolean;
}) {
  const { t } = useTranslation();
  const lines = log
    .map((e, i) => ({ i, text: text(e) }))
    .filter((l): l is { i: number; text: string } => l.text !== null)
    .slice(-shown)
    .reverse();
  if (lines.length === 0) return null;
  return (
    <section
      className={['panel', panelClass, className].filter(Boolean).join(' ')}
      aria-labelledby={id}
    >
      <h2 id={id} className="panel__title">
        {t('screen.log')}
      </h2>
      {/* Over the 3D table its lines scroll in their corner: a keyboard can reach them. */}
      <ol
        className={`${className}__list log-lines`}
        aria-live={live ? 'polite' : undefined}
        aria-labelledby={id}
        tabIndex={0}
      >
        {lines.map((l) => (
          <li key={l.i}>{l.text}</li>
        ))}
      </ol>
    </section>
  );
}

/** Where a screen's parts go. With the 3D table (on a screen large enough) the table takes the
 * whole window and the parts float over its corners, each corner a slot with a reserve, a box
 * of fixed size the seat's view keeps the cards out of; with the text table the table and the
 * rail stand in one column and the rest in another beside it; on a small screen, all in one
 * column. */
export interface GameLayoutParts {
  /** Top left: what the game is at (round, whose turn, what is at stake). */
  readonly header: ReactNode;
  /** The table (TableArea's). */
  readonly table: ReactNode;
  /** Over the table's middle, when something must be seen before play goes on (a round's end).
   * It may cover the table: it is not a slot. */
  readonly overlay?: ReactNode;
  /** Bottom right: what the player holds and may do (none: no slot, the table has the corner). */
  readonly side?: ReactNode;
  /** Top right: what happened, scores. */
  readonly log: ReactNode;
  /** Bottom left, always in view: the 3D table's own control (Reset view). */
  readonly tools?: ReactNode;
  /** Bottom left, folded under "More" over the 3D table (so the corner keeps to its reserve
   * whatever it holds, in every language): the table's settings, rejoining, ending the game, a
   * game's less-used panels (the host's lock and hand-over join them here). */
  readonly foot: ReactNode;
  /** Across the foot of the screen, under the table (a hand too wide for a corner). */
  readonly rail?: ReactNode;
}

/** A game's screen: its parts laid out for the table shown (see GameLayoutParts). `className`
 * is the game's block class: it tunes the slots' sizes with custom properties (screen-hud.css).
 * With the 3D table on a small screen (a phone) the corners' panels gather in a sheet over the
 * table's foot: closed, it shows the first of them (the player's moves); a tap on its handle
 * opens it over the table to the rest (what happened, the table's settings). */
export function GameLayout({
  label,
  className,
  mode,
  parts,
}: {
  readonly label: string;
  readonly className: string;
  readonly mode: TableMode;
  readonly parts: GameLayoutParts;
}) {
  const { t } = useTranslation();
  const [sheet, setSheet] = useState(false);
  // A phone held sideways shows the strip's words on one line, cut short; a tap shows them all.
  const [strip, setStrip] = useState(false);
  const { header, table, overlay, side, log, rail } = parts;
  const notices = useRoomNotices();
  const hint = useRoomHint();
  // "More" closes as a menu does: on Esc, and on a press outside it.
  const more = useRef<HTMLDetailsElement>(null);
  useMenuDismiss(more);
  const folded = (
    <>
      {parts.foot}
      <HostTools />
    </>
  );
  if (mode === 'text') {
    return (
      <>
        {(notices || hint) && (
          <div className="room__notices">
            <div className="room__notices-stack">
              {notices}
              {hint}
            </div>
          </div>
        )}
        <main className={`game-screen ${className}`} aria-label={label}>
          <div className={`game-screen__main ${className}__main`}>
            {header}
            <div className="game-screen__stage">
              {table}
              {overlay}
            </div>
            {rail}
          </div>
          <aside className={`game-screen__side ${className}__side`}>
            {side}
            {log}
            {parts.tools}
            {folded}
          </aside>
        </main>
      </>
    );
  }
  const slot = (at: HudCorner, content: ReactNode) =>
    content ? (
      <div className={`hud__slot hud__slot--${at}`}>
        <div className="hud__reserve" data-hud-reserve={at} />
        {/* A stack may scroll when its panels outgrow the screen: a keyboard can reach it. */}
        <div
          className="hud__stack"
          id={`${className}-${at}`}
          data-hud-stack={at}
          role="region"
          aria-label={t('screen.panels', { where: t(`screen.corners.${at}`) })}
          tabIndex={0}
        >
          {content}
        </div>
        {at === 'top-left' && (
          <button
            type="button"
            className="hud__strip-toggle"
            aria-expanded={strip}
            aria-controls={`${className}-${at}`}
            aria-label={strip ? t('screen.stripLess') : t('screen.stripMore')}
            title={strip ? t('screen.stripLess') : t('screen.stripMore')}
            onClick={() => setStrip((open) => !open)}
          >
            <span aria-hidden="true">{strip ? '▴' : '▾'}</span>
          </button>
        )}
        {at === 'top-left' && (
          // The first-game hint: on a large screen in its own box between the top corners, which
          // the camera keeps clear while it shows (a reserve of fixed size: new words never move
          // the camera; it moves when the hint comes and when it is put away); elsewhere folded
          // into its mark at the strip's end, inside the strip's reserve (screen-phone.css).
          <div className="hud__hint">
            <div className="hud__hint-reserve" data-hud-reserve="hint" />
            {hint}
          </div>
        )}
      </div>
    ) : null;
  return (
    <main
      className={`game-screen game-screen--hud ${className}`}
      aria-label={label}
      data-hud=""
      data-rail={rail ? '' : undefined}
      data-sheet={sheet ? 'open' : 'closed'}
      data-strip={strip ? 'open' : 'closed'}
    >
      {/* The room's notices under the game's header, in its strip: never over the header, and far
          from the player's own cards at the foot. */}
      {slot(
        'top-left',
        <>
          {header}
          {notices && <div className="hud__notices">{notices}</div>}
        </>,
      )}
      <div className="hud__table">
        {table}
        {overlay && <div className="hud__overlay">{overlay}</div>}
      </div>
      {slot('bottom', rail)}
      {/* On a large screen only its slots show, each in its corner. */}
      <div className="hud__sheet" id={`${className}-sheet`}>
        <div className="hud__sheet-reserve" data-hud-reserve="sheet" />
        <button
          type="button"
          className="hud__handle"
          aria-expanded={sheet}
          aria-controls={`${className}-sheet`}
          onClick={() => setSheet((open) => !open)}
        >
          <span className="hud__grip" aria-hidden="true" />
          {sheet ? t('screen.sheetClose') : t('screen.sheetOpen')}
        </button>
        {slot('bottom-right', side)}
        {slot('top-right', log)}
        {slot(
          'bottom-left',
          <>
            {parts.tools}
            {/* Opened, it rises over the table from the corner's low bar (a menu the player
                opened: the bar keeps its size, so the camera stays). */}
            <details className="hud-more" ref={more}>
              <summary className="hud-more__toggle">{t('screen.more')}</summary>
              <div className="hud-more__body">{folded}</div>
            </details>
          </>,
        )}
      </div>
    </main>
  );
}
