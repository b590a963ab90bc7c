// The invitation: the table code large enough to read across a room, the join link with a copy
// button and its QR code; below, this player's personal rejoin link (collapsed, it is secret).
import { useId } from 'react';
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
  const id = useId();
  const copy = async () => {
    const input = document.getElementById(id) as HTMLInputElement | null;
    const ok = await copyText(link, input);
    session.notify({
      tone: 'info',
      text: ok
        ? secret
          ? 'Your rejoin link is copied. Keep it to yourself.'
          : 'Link copied: send it to your friends.'
        : 'Selected: press Ctrl+C (⌘C) to copy.',
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
          Copy
        </button>
      </div>
    </div>
  );
}

/** The table code, join link and QR; the personal rejoin link for guests. */
export function InvitePanel() {
  const session = useSessionController();
  const code = useSession((s) => s.code);
  const lobby = useSession((s) => s.lobby);
  const role = useSession((s) => s.role);
  useSession((s) => s.token); // re-render when the token (and so the rejoin link) arrives
  const links = session.links();
  if (!code || !links) return null;
  return (
    <section className="panel invite" aria-labelledby="invite-title">
      <h2 id="invite-title" className="panel__title">
        Invite your friends
      </h2>
      <p className="invite__label">Table code</p>
      <p className="invite__code" data-testid="room-code">
        {formatRoomCode(code)}
      </p>
      <div className="invite__body">
        <QrCode
          text={links.join}
          label={`QR code of the join link for table ${formatRoomCode(code)}`}
        />
        <div className="invite__text">
          <p className="invite__hint">
            Friends type the code on the home page, open the link, or scan the QR code with their
            phone.
          </p>
          <LinkField label="Join link" link={links.join} />
        </div>
      </div>
      {lobby && <LockToggle lobby={lobby} />}
      {role === 'host' ? (
        <p className="invite__note">
          You host this table: the game runs in this tab, so keep it open. Reloading it resumes the
          table.
        </p>
      ) : (
        <RejoinDetails />
      )}
    </section>
  );
}

/** This guest's personal rejoin link and its QR, collapsed: it carries the seat's secret. */
export function RejoinDetails() {
  const session = useSessionController();
  useSession((s) => s.token);
  const rejoin = session.links()?.rejoin;
  if (!rejoin) return null;
  return (
    <details className="rejoin">
      <summary>Your personal rejoin link</summary>
      <p className="invite__hint">
        It takes your seat to another device (your phone, say). Keep it to yourself: whoever opens
        it plays your hand.
      </p>
      <div className="rejoin__body">
        <LinkField label="Rejoin link" link={rejoin} secret />
        <QrCode text={rejoin} size={132} label="QR code of your personal rejoin link" />
      </div>
    </details>
  );
}
