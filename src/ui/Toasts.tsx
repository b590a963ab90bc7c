// Short messages in a corner: refusals from the host in plain words, copied links and the like.
import { useSession, useSessionController } from '../store/use-session.ts';
import { reasonText } from './reasons.ts';

/** The toasts of the session; each goes away by itself, or on click. */
export function Toasts() {
  const session = useSessionController();
  const toasts = useSession((s) => s.toasts);
  const game = useSession((s) => s.lobby?.game ?? null);
  return (
    <div className="toasts" aria-live="polite" aria-relevant="additions">
      {toasts.map((t) => (
        <button
          key={t.id}
          type="button"
          className={`toast toast--${t.tone}`}
          onClick={() => session.dismiss(t.id)}
          title="Dismiss"
        >
          {t.text ?? (t.reason ? reasonText(t.reason, game) : '')}
        </button>
      ))}
    </div>
  );
}
