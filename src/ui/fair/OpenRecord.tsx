// "Open a game record" on the home screen: a file picked or dropped is checked on its own (the
// commitment, the host's values, the seed, every move by the rules, the result; what the players
// saw at the time is not here) and watched as a replay, with no network.
import { lazy, Suspense, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameRecord } from '../../engine/fair/record.ts';
import type { Verdict } from '../../engine/fair/verify.ts';
import { failureText } from './fair-text.ts';
import { readRecordFile } from './record-file.ts';
import './fair.css';

// The check replays the game by its rules, and the replay draws it: both load when a record is
// opened, not with the home screen.
const ReplayDialog = lazy(() =>
  import('./ReplayDialog.tsx').then((m) => ({ default: m.ReplayDialog })),
);

/** The record opener. */
export function OpenRecord() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<{ record: GameRecord; verdict: Verdict } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [watching, setWatching] = useState(false);
  const open = async (file: File | undefined) => {
    if (!file) return;
    const raw = await readRecordFile(file);
    if (raw === null) {
      setOpened(null);
      return setError(t('fair.notJson'));
    }
    const { verifyRecord } = await import('../../engine/fair/verify.ts');
    const verdict = verifyRecord(raw, null);
    setError(null);
    setOpened({ record: raw as GameRecord, verdict });
    setWatching(verdict.ok);
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    void open(e.dataTransfer.files[0]);
  };
  const verdict = opened?.verdict;
  return (
    <section
      className="panel fair-open"
      aria-label={t('fair.openRegion')}
      onDragOver={(e) => e.preventDefault()}
      onDrop={drop}
    >
      <label className="fair-open__label">
        {t('fair.openLabel')}{' '}
        <input
          type="file"
          accept="application/json,.json"
          data-open-record=""
          onChange={(e) => void open(e.target.files?.[0])}
        />
      </label>
      {error && <p role="alert">{error}</p>}
      {verdict && (
        <p role="status" data-record-check={verdict.ok ? 'ok' : verdict.reason}>
          {verdict.ok
            ? t('fair.recordOk', { count: verdict.intents })
            : t('fair.recordFails', {
                reason: failureText(verdict.reason),
                detail: verdict.detail,
              })}
          {opened && verdict.ok && !watching && (
            <button
              type="button"
              className="button button--small"
              onClick={() => setWatching(true)}
            >
              {t('fair.watch')}
            </button>
          )}
        </p>
      )}
      {opened && watching && (
        <Suspense fallback={null}>
          <ReplayDialog record={opened.record} onClose={() => setWatching(false)} />
        </Suspense>
      )}
    </section>
  );
}
