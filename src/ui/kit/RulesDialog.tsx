// A modal dialog for a game's rules reference: over the whole page (a portal to <body>, so no
// ancestor's transform or backdrop-filter pins it), the rest of the page inert while it is open,
// Tab kept inside it, Escape or the close button shutting it, and focus back where it was. On a
// phone it is a sheet from the foot of the screen; its body scrolls (and takes the keyboard).
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { FOCUSABLE, wrapTarget } from './focus-trap.ts';
import './rules-dialog.css';

/** Makes every child of <body> but `keep` inert; returns how to undo it (leaving alone what was
 * inert before). */
function inertAllBut(keep: Element): () => void {
  const made = [...document.body.children].filter((el) => el !== keep && !el.hasAttribute('inert'));
  for (const el of made) el.setAttribute('inert', '');
  return () => made.forEach((el) => el.removeAttribute('inert'));
}

/** The dialog, open while mounted: `title` heads it, `children` are its content. */
export function RulesDialog({
  title,
  onClose,
  children,
}: {
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const host = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const back = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const undo = host.current ? inertAllBut(host.current) : () => {};
    box.current?.focus();
    return () => {
      undo();
      back?.focus();
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    // The table's own keys (selecting cards, taking chips) must not act under the dialog.
    e.stopPropagation();
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    } else if (e.key === 'Tab' && box.current) {
      const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const active = document.activeElement as HTMLElement | null;
      const to = wrapTarget(items, active && items.includes(active) ? active : null, e.shiftKey);
      if (to) {
        e.preventDefault();
        to.focus();
      }
    }
  };

  return createPortal(
    <div
      className="rules-dialog__backdrop"
      ref={host}
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div
        className="rules-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        ref={box}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <header className="rules-dialog__head">
          <h2 id={titleId} className="rules-dialog__title">
            {title}
          </h2>
          <button
            type="button"
            className="button button--ghost button--small rules-dialog__close"
            onClick={onClose}
          >
            {t('reference.close')}
          </button>
        </header>
        <div className="rules-dialog__body" role="region" aria-labelledby={titleId} tabIndex={0}>
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
