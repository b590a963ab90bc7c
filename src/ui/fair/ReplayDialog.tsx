// "Watch the replay": a game's record stepped through on a text table with every hand face up
// (replay-steps.ts): play, pause, one step either way, a jump to a round, heist or chapter, and
// the speed. The record is replayed through the same engine as the game was played; a record
// that does not replay says why instead.
import { useEffect, useMemo, useState } from 'react';
import type { GameRecord } from '../../engine/fair/record.ts';
import { replayRecord } from '../../engine/fair/verify.ts';
import { failureText } from './fair-text.ts';
import { replayPage, replayParts } from './replay-steps.ts';
import './fair.css';

const SPEEDS = [1, 2, 4, 8] as const;

/** The replay of `record`, over the page. */
export function ReplayDialog({ record, onClose }: { record: GameRecord; onClose: () => void }) {
  const replay = useMemo(() => replayRecord(record), [record]);
  const [step, setStep] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<(typeof SPEEDS)[number]>(1);
  const ok = 'states' in replay && !replay.failure;
  const last = ok ? replay.states.length - 1 : 0;
  useEffect(() => {
    if (!playing || step >= last) return;
    const timer = setTimeout(() => setStep((s) => Math.min(last, s + 1)), 1000 / speed);
    return () => clearTimeout(timer);
  }, [playing, step, last, speed]);
  const parts = useMemo(() => (ok ? replayParts(replay) : []), [ok, replay]);
  const page = ok ? replayPage(replay, step) : null;
  const move = step > 0 && ok ? replay.record.intents[step - 1] : null;
  return (
    <div className="replay" role="dialog" aria-modal="true" aria-label="Replay">
      <div className="panel replay__card">
        <h2 className="panel__title">
          Replay of {record.game} · {record.seats.map((s) => s.name).join(', ')}
        </h2>
        {!ok && (
          <p role="alert" data-replay-error="">
            This record does not replay:{' '}
            {'failure' in replay && replay.failure
              ? `${failureText(replay.failure.reason)} (${replay.failure.detail})`
              : !('states' in replay)
                ? `${failureText(replay.reason)} (${replay.detail})`
                : ''}
          </p>
        )}
        {ok && (
          <div className="replay__controls">
            <button type="button" className="button button--small" onClick={() => setStep(0)}>
              Start
            </button>
            <button
              type="button"
              className="button button--small"
              aria-label="Step back"
              onClick={() => setStep((s) => Math.max(0, s - 1))}
            >
              ◀
            </button>
            <button
              type="button"
              className="button button--primary button--small"
              onClick={() => setPlaying((p) => !p)}
            >
              {playing ? 'Pause' : 'Play'}
            </button>
            <button
              type="button"
              className="button button--small"
              aria-label="Step forward"
              onClick={() => setStep((s) => Math.min(last, s + 1))}
            >
              ▶
            </button>
            <span data-replay-step={step}>
              Move {step} of {last}
            </span>
            {parts.length > 1 && (
              <label>
                Jump to{' '}
                <select
                  aria-label="Jump to"
                  value={[...parts].reverse().find((p) => p.step <= step)?.step ?? 0}
                  onChange={(e) => setStep(Number(e.target.value))}
                >
                  {parts.map((p) => (
                    <option key={p.step} value={p.step}>
                      {p.label}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <label>
              Speed{' '}
              <select
                aria-label="Speed"
                value={speed}
                onChange={(e) => setSpeed(Number(e.target.value) as (typeof SPEEDS)[number])}
              >
                {SPEEDS.map((s) => (
                  <option key={s} value={s}>
                    ×{s}
                  </option>
                ))}
              </select>
            </label>
          </div>
        )}
        {move && (
          <p className="replay__move">
            {record.seats[move[0]]?.name ?? `Seat ${move[0]}`}: {JSON.stringify(move[1])}
          </p>
        )}
        {page && (
          <>
            <div className="replay__seats">
              {page.seats.map((fields, seat) => (
                <pre className="replay__seat" key={seat} data-replay-seat={seat}>
                  <strong>{record.seats[seat]?.name ?? `Seat ${seat}`}</strong>
                  {fields.map(([k, v]) => `\n${k}: ${v}`).join('')}
                </pre>
              ))}
            </div>
            <pre className="replay__seat">
              {page.shared.map(([k, v]) => `${k}: ${v}`).join('\n')}
              {page.log.length > 0 && `\n\n${page.log.join('\n')}`}
            </pre>
          </>
        )}
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}
