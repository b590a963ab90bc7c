// The fair-play line at the table (docs/PROTOCOL.md "Fair play"): the deal waiting for everyone's
// contribution, then what every page found checking the record, with the details of a failure,
// and the record to download (one JSON file, to open again from the home screen).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../store/use-session.ts';
import { fairSummary } from './fair-text.ts';
import { downloadRecord } from './record-file.ts';
import { ReplayDialog } from './ReplayDialog.tsx';
import './fair.css';

/** The fair-play line; nothing before the first deal. */
export function FairPlay() {
  // The summary is in the reader's words: a new language says it anew.
  const { t } = useTranslation();
  const lobby = useSession((s) => s.lobby);
  const mine = useSession((s) => s.fair);
  const [watching, setWatching] = useState(false);
  const summary = fairSummary(lobby, mine);
  if (!summary) return null;
  const record = mine?.record && mine.id === lobby?.fair?.id ? mine.record : null;
  return (
    <section
      className={`fair fair--${summary.tone}`}
      aria-label={t('fair.region')}
      data-fair={summary.tone}
    >
      <p className="fair__text" role="status">
        {summary.tone === 'ok' ? '✓ ' : summary.tone === 'warn' ? '⚠ ' : ''}
        {summary.text}
      </p>
      {summary.details.length > 0 && (
        <ul className="fair__details">
          {summary.details.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      )}
      {record && !lobby?.playing && (
        <p className="fair__actions">
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => setWatching(true)}
          >
            {t('fair.watch')}
          </button>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => downloadRecord(record)}
          >
            {t('fair.download')}
          </button>
        </p>
      )}
      {watching && record && <ReplayDialog record={record} onClose={() => setWatching(false)} />}
    </section>
  );
}
