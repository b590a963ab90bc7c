// What the keyboard has in focus on the 3D table (keys.ts): a ring over the piece or the place,
// with its name beside it, and the same words said to a screen reader. Plain DOM over the canvas:
// drawing it costs the table no frame.
import { t } from '../i18n/i18n.ts';
import type { ShownKeyFocus } from './scene/DragController.tsx';

/** The focus in words: what it is, and where it is in the walk ("2 of 5"). */
export function keyFocusWords(f: ShownKeyFocus): string {
  const what = f.place ? t('screen.keyPlace', { place: f.label }) : f.label;
  return t('screen.keyFocus', { what, n: f.index + 1, count: f.count });
}

export function KeyFocusRing({ focus }: { focus: ShownKeyFocus | null }) {
  return (
    <>
      {focus && (
        <div
          className="table3d__key-focus"
          data-place={focus.place}
          style={{ left: `${focus.screen.x}px`, top: `${focus.screen.y}px` }}
          aria-hidden="true"
        >
          <span className="table3d__key-focus-name">{keyFocusWords(focus)}</span>
        </div>
      )}
      <p className="visually-hidden" aria-live="polite">
        {focus ? keyFocusWords(focus) : ''}
      </p>
    </>
  );
}
