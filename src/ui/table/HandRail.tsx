// A hand of many cards, held readable at the bottom of the screen as tabletop apps do: fanned so
// every corner index shows, sortable, cards selected by click, tap or keyboard, and dragged to
// the table one by one or as a selected group. A drag goes through the host like any other
// (docs/PROTOCOL.md "Drag and drop"): the rail grabs the player's hand object (`hand:<seat>`, so
// the others see cards leave that hand, never which), streams where the pointer is over the 3D
// table, and drops it on the zone under the pointer carrying the chosen cards; the game's table
// rules turn that into an intent. Without the 3D table, zones are page elements marked with
// `data-drop-zone`.
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DropZone } from '../../engine/index.ts';
import { useSessionController } from '../../store/use-session.ts';
import { DRAG_LIFT } from '../../table/core/physics.ts';
import { tableProbe } from '../../table/core/probe.ts';
import {
  dragged,
  focusAfter,
  keepPresent,
  railOrder,
  railStep,
  toggle,
  type RailCard,
  type RailSort,
} from './hand-rail.ts';
import './hand-rail.css';

export type { RailCard, RailSort } from './hand-rail.ts';

/** Card size on the rail (CSS px), smaller on a phone (a narrow rail) where the table needs the
 * height, smaller still on a phone held sideways (a window under 34rem tall: 48 px wide cards,
 * 67 px tall, leave the table the most of the little height there is), and the least that must
 * show of an overlapped card. */
const CARD_W = 84;
const PHONE_CARD_W = 62;
const SIDEWAYS_CARD_W = 48;
const cardWidth = (railWidth: number) =>
  typeof window !== 'undefined' && window.innerHeight < 544
    ? SIDEWAYS_CARD_W
    : railWidth < 600
      ? PHONE_CARD_W
      : CARD_W;
const MIN_STEP = 30;
/** A press that moves further than this is a drag, not a click. */
const DRAG_START_PX = 7;

export interface HandRailProps {
  /** The player's cards, in the engine's order. */
  readonly cards: readonly RailCard[];
  /** A card's face, drawn by the game. */
  readonly face: (card: RailCard) => ReactNode;
  readonly sorts?: readonly RailSort[];
  readonly selected: readonly string[];
  readonly onSelect: (ids: string[]) => void;
  /** Enter, or a double click: play what is selected. */
  readonly onPlay?: (ids: string[]) => void;
  /** Dragging cards to the table: the hand's table object, the items a drop carries, and the
   * zones a tap on the table may put the selection on (shown there while cards are chosen). */
  readonly drag?: {
    readonly object: string;
    items(ids: readonly string[]): string[];
    readonly targets?: readonly DropZone[];
  } | null;
  /** What the rail is, for screen readers ("Your hand"). */
  readonly label: string;
}

/** The zone a page element under the point names (`data-drop-zone` holds its JSON). */
function domZoneAt(x: number, y: number): DropZone | null {
  for (const el of document.elementsFromPoint(x, y)) {
    const raw = (el as HTMLElement).dataset?.dropZone;
    if (raw) {
      try {
        return JSON.parse(raw) as DropZone;
      } catch {
        return null;
      }
    }
  }
  return null;
}

interface Drag {
  readonly ids: string[];
  readonly startX: number;
  readonly startY: number;
  readonly pointerId: number;
  started: boolean;
  granted: Promise<boolean> | null;
}

export function HandRail({
  cards,
  face,
  sorts,
  selected,
  onSelect,
  onPlay,
  drag,
  label,
}: HandRailProps) {
  const session = useSessionController();
  const { t } = useTranslation();
  const [sortId, setSortId] = useState<string | null>(sorts?.[0]?.id ?? null);
  const sort = sorts?.find((s) => s.id === sortId) ?? null;
  const shown = railOrder(cards, sort);
  const [focus, setFocus] = useState(0);
  const [ghost, setGhost] = useState<{ x: number; y: number; ids: string[] } | null>(null);
  const rail = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(900);
  const drags = useRef<Drag | null>(null);
  /** A drag just ended: the click that follows it is not a click. */
  const dragEnded = useRef(false);
  const cardW = cardWidth(width);
  const step = railStep(shown.length, width, cardW, MIN_STEP);

  // Cards that left the hand leave the selection.
  useEffect(() => {
    const kept = keepPresent(selected, cards);
    if (kept.length !== selected.length) onSelect(kept);
  }, [cards, selected, onSelect]);

  // Chosen cards wait on the 3D table for a tap on one of their places (tap-and-tap).
  const offerKey = JSON.stringify([drag?.items(selected), drag?.object, drag?.targets]);
  useEffect(() => {
    const targets = drag?.targets ?? [];
    const offer =
      drag && selected.length > 0 && targets.length > 0
        ? { object: drag.object, items: drag.items(selected), targets }
        : null;
    tableProbe()?.offer(offer);
    return () => tableProbe()?.offer(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for what is offered
  }, [offerKey]);

  useLayoutEffect(() => {
    const el = rail.current;
    if (!el) return;
    const measure = () => setWidth(el.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const focusCard = (i: number) => {
    setFocus(i);
    rail.current?.querySelectorAll<HTMLElement>('[role="option"]')[i]?.focus();
  };

  const onKey = (e: React.KeyboardEvent, i: number) => {
    const next = focusAfter(e.key, i, shown.length);
    if (next !== null) {
      e.preventDefault();
      focusCard(next);
    } else if (e.key === ' ') {
      e.preventDefault();
      onSelect(toggle(selected, shown[i]!.id));
    } else if (e.key === 'Enter' && onPlay && selected.length > 0) {
      e.preventDefault();
      onPlay([...selected]);
    }
  };

  const tokens = (ids: readonly string[]) => (drag ? drag.items(ids) : []);

  const onDown = (e: React.PointerEvent, card: RailCard) => {
    if (e.button !== 0) return;
    // A drag that ended off the rail left no click to swallow: this press starts afresh.
    dragEnded.current = false;
    drags.current = {
      ids: dragged(selected, card.id),
      startX: e.clientX,
      startY: e.clientY,
      pointerId: e.pointerId,
      started: false,
      granted: null,
    };
  };

  // The drag itself follows the pointer on the window, wherever it goes.
  useEffect(() => {
    const move = (e: PointerEvent) => {
      const d = drags.current;
      if (!d || e.pointerId !== d.pointerId || !drag) return;
      if (!d.started) {
        if (Math.hypot(e.clientX - d.startX, e.clientY - d.startY) < DRAG_START_PX) return;
        d.started = true;
        onSelect(d.ids);
        d.granted = session.grab(drag.object).then((r) => {
          if (!r.ok) session.notify({ reason: r.reason, tone: 'warn' });
          return r.ok;
        });
      }
      setGhost({ x: e.clientX, y: e.clientY, ids: d.ids });
      const spot = tableProbe()?.spotAt(e.clientX, e.clientY);
      if (spot) {
        void d.granted?.then((ok) => {
          if (ok) session.pose(drag.object, [spot.shared.x, DRAG_LIFT, spot.shared.z], 0);
        });
      }
    };
    const up = (e: PointerEvent) => {
      const d = drags.current;
      if (!d || e.pointerId !== d.pointerId) return;
      drags.current = null;
      setGhost(null);
      if (!d.started || !drag || !d.granted) return;
      dragEnded.current = true;
      const spot = tableProbe()?.spotAt(e.clientX, e.clientY) ?? null;
      const zone = spot?.zone ?? domZoneAt(e.clientX, e.clientY);
      const at = spot?.zone && spot.at ? spot.at : undefined;
      const items = tokens(d.ids);
      void d.granted.then(async (ok) => {
        if (!ok) return;
        const r = await session.drop(drag.object, zone, { items, ...(at ? { at } : {}) });
        if (!r.ok && r.reason !== 'no-change') session.notify({ reason: r.reason, tone: 'warn' });
      });
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', up);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
    };
  });

  const byId = new Map(cards.map((c) => [c.id, c]));
  return (
    <section className="hand-rail" aria-label={label}>
      {sorts && sorts.length > 1 && (
        <div className="hand-rail__sorts" role="group" aria-label={t('screen.sortHand')}>
          {sorts.map((s) => (
            <button
              key={s.id}
              type="button"
              className="button button--ghost button--small"
              aria-pressed={s.id === sortId}
              onClick={() => setSortId(s.id)}
            >
              {s.label}
            </button>
          ))}
        </div>
      )}
      <div
        ref={rail}
        className="hand-rail__cards"
        role="listbox"
        aria-multiselectable="true"
        aria-label={t('screen.handCount', { label, count: cards.length })}
        style={{ ['--rail-step' as string]: `${step}px`, ['--rail-card' as string]: `${cardW}px` }}
      >
        {shown.map((card, i) => {
          const on = selected.includes(card.id);
          return (
            <div
              key={card.id}
              role="option"
              aria-selected={on}
              tabIndex={i === focus ? 0 : -1}
              className="hand-rail__card"
              data-selected={on}
              data-token={card.token}
              style={{ left: `${i * step}px`, zIndex: i }}
              onClick={() => {
                if (dragEnded.current) dragEnded.current = false;
                else onSelect(toggle(selected, card.id));
              }}
              onDoubleClick={() => onPlay?.(dragged(selected, card.id))}
              onKeyDown={(e) => onKey(e, i)}
              onFocus={() => setFocus(i)}
              onPointerDown={(e) => onDown(e, card)}
            >
              {/* The option is named by the card's label; the face is what the eye reads. */}
              <span className="visually-hidden">{card.label}</span>
              <span className="hand-rail__face" aria-hidden="true">
                {face(card)}
              </span>
            </div>
          );
        })}
      </div>
      {ghost && (
        <div
          className="hand-rail__ghost"
          style={{ left: ghost.x, top: ghost.y }}
          aria-hidden="true"
        >
          {ghost.ids.map((id, k) => {
            const card = byId.get(id);
            return card ? (
              <div key={id} className="hand-rail__ghost-card" style={{ left: `${k * 22}px` }}>
                {face(card)}
              </div>
            ) : null;
          })}
        </div>
      )}
    </section>
  );
}
