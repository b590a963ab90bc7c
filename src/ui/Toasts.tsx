// Short messages in a corner: refusals from the host in plain words, copied links and the like.
import { useTranslation } from 'react-i18next';
import { useSession, useSessionController } from '../store/use-session.ts';
import { reasonText } from './reasons.ts';

/** The toasts of the session; each goes away by itself, or on click. */
export function Toasts() {
  const session = useSessionController();
  const { t } = useTranslation();
  const toasts = useSession((s) => s.toasts);
  const game = useSession((s) => s.lobby?.game ?? null);
  return (
    <div className="toasts" aria-live="polite" aria-relevant="additions">
      {toasts.map((toast) => (
        <button
          key={toast.id}
          type="button"
          className={`toast toast--${toast.tone}`}
          onClick={() => session.dismiss(toast.id)}
          title={t('toast.dismiss')}
        >
          {toast.text ?? (toast.reason ? reasonText(toast.reason, game) : '')}
        </button>
      ))}
    </div>
  );
}
