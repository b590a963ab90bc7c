// The table's sound switch (remembered per browser): pressed while sound is on. Mounting it arms
// audio, which starts at the player's first touch of the page (browsers' autoplay rules).
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { sound } from '../audio/cues.ts';

const subscribe = (fn: () => void) => sound.subscribe(fn);
const soundOn = () => !sound.isMuted();

/** Sound on or off, with a speaker that shows which. */
export function SoundButton() {
  const { t } = useTranslation();
  const on = useSyncExternalStore(subscribe, soundOn, soundOn);
  useEffect(() => sound.arm(), []);
  return (
    <button
      type="button"
      className="button button--ghost button--small sound-button"
      aria-pressed={on}
      title={on ? t('status.soundOn') : t('status.soundOff')}
      onClick={() => sound.setMuted(on)}
    >
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
        <path d="M3 7.5h3l4-3.5v12l-4-3.5H3z" fill="currentColor" />
        {on ? (
          <path
            d="M13 7a4 4 0 0 1 0 6M15.5 4.5a7.5 7.5 0 0 1 0 11"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
          />
        ) : (
          <path
            d="M13 7.5l5 5m0-5l-5 5"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
          />
        )}
      </svg>
      <span className="sound-button__word">{t('status.sound')}</span>
    </button>
  );
}
