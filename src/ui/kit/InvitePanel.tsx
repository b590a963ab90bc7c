// The invitation: the table code large enough to read across a room, the join link with a copy
// button and its QR code; below, this player's personal rejoin link (collapsed, it is secret).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRoomCode } from '../../net/room-code.ts';
import { useSession, useSessionController } from '../../store/use-session.ts';
import { LockToggle } from './LockToggle.tsx';
import { QrCode } from './QrCode.tsx';

/** Copies text to the clipboard; falls back to selecting an input where the API is missing. */
export async function copyText(text: string, fallback?: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Plain-http LAN pages have no clipboard API: select the text for a manual copy.
    fallback?.focus();
    fallback?.select();
    return false;
  }
}

/** A read-only link with a copy button. */
function LinkField({ label, link, secret }: { label: string; link: string; secret?: boolean }) {
  const session = useSessionController();
  const { t } = useTranslation();
  const id = useId();
  const copy = async () => {
    const input = document.getElementById(id) as HTMLInputElement | null;
    const ok = await copyText(link, input);
    session.notify({
      tone: 'info',
      reason: ok ? (secret ? 'rejoin-copied' : 'link-copied') : 'copy-selected',
    });
  };
  return (
    <div className="link-field">
      <label htmlFor={id} className="link-field__label">
        {label}
      </label>
      <div className="link-field__row">
        <input
          id={id}
          className="input input--link"
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className="button button--secondary button--small" onClick={copy}>
          {t('invite.copy')}
        </button>
      </div>
    </div>
  );
}

/** The table code, join link and QR; the personal rejoin link for guests. */
export function InvitePanel() {
  const session = useSessionController();
  const { t } = useTranslation();
  const code = useSession((s) => s.code);
  const lobby = useSession((s) => s.lobby);
  const role = useSession((s) => s.role);
  useSession((s) => s.token); // re-render when the token (and so the rejoin link) arrives
  const links = session.links();
  if (!code || !links) return null;
  return (
    <section className="panel invite" aria-labelledby="invite-title">
      <h2 id="invite-title" className="panel__title">
        {t('invite.title')}
      </h2>
      <p className="invite__label">{t('invite.code')}</p>
      <p className="invite__code" data-testid="room-code">
        {formatRoomCode(code)}
      </p>
      <div className="invite__body">
        <QrCode text={links.join} label={t('invite.qrJoin', { code: formatRoomCode(code) })} />
        <div className="invite__text">
          <p className="invite__hint">{t('invite.hint')}</p>
          <LinkField label={t('invite.joinLink')} link={links.join} />
        </div>
      </div>
      {lobby && <LockToggle lobby={lobby} />}
      {role === 'host' ? <p className="invite__note">{t('invite.hostNote')}</p> : <RejoinDetails />}
    </section>
  );
}

/** This guest's personal rejoin link and its QR, collapsed: it carries the seat's secret. */
export function RejoinDetails() {
  const session = useSessionController();
  const { t } = useTranslation();
  useSession((s) => s.token);
  const rejoin = session.links()?.rejoin;
  if (!rejoin) return null;
  return (
    <details className="rejoin">
      <summary>{t('invite.rejoin')}</summary>
      <p className="invite__hint">{t('invite.rejoinHint')}</p>
      <div className="rejoin__body">
        <LinkField label={t('invite.rejoinLink')} link={rejoin} secret />
        <QrCode text={rejoin} size={132} label={t('invite.qrRejoin')} />
      </div>
    </details>
  );
}
