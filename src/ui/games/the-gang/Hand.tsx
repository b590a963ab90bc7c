// The viewer's own hand: pocket cards with the step the table waits for (pass, show, discard),
// the best hand they make now, and what only this player knows (shown, passed, discarded).
import { useTranslation } from 'react-i18next';
import { CardRow, PlayingCard } from './Cards.tsx';
import { useGang } from './context.ts';
import { categoryName } from './format.ts';

/** The one card action the viewer owes now, if any. */
function useCardStep(): {
  verb: string;
  prompt: string;
  run: (card: string) => void;
  skip?: string;
} | null {
  const ctx = useGang();
  const { t } = useTranslation('the-gang');
  const { view, me } = ctx;
  if (me === null) return null;
  const p = view.pending;
  if (p && p.seat === me) {
    if (p.kind === 'informant-show') {
      return {
        verb: t('ui.step.show'),
        prompt: t('ui.step.informant', { name: ctx.name(p.target) }),
        run: (card) => void ctx.act({ type: 'show', card }),
      };
    }
    return {
      verb: t('ui.step.discard'),
      prompt: p.kind === 'hacker-discard' ? t('ui.step.hacker') : t('ui.step.jack'),
      run: (card) => void ctx.act({ type: 'discard', card }),
      ...(p.kind === 'jack-discard' ? { skip: 'J*' } : {}),
    };
  }
  if (view.phase === 'coordinate') {
    return {
      verb: t('ui.step.pass'),
      prompt: t('ui.step.coordinator', { name: ctx.name((me + 1) % view.seats) }),
      run: (card) => void ctx.act({ type: 'pass', card }),
    };
  }
  return null;
}

/** What only this player knows. */
function Secrets() {
  const ctx = useGang();
  const { t } = useTranslation('the-gang');
  const s = ctx.view.secrets;
  if (!s) return null;
  const lines: { key: string; text: string; cards: readonly string[] }[] = [];
  for (const [i, x] of s.informed.entries()) {
    lines.push({
      key: `inf${i}`,
      text: t('ui.secrets.informed', { name: ctx.name(x.from) }),
      cards: [x.card],
    });
  }
  if (s.shown)
    lines.push({
      key: 'shown',
      text: t('ui.secrets.shown', { name: ctx.name(s.shown.to) }),
      cards: [s.shown.card],
    });
  if (s.passing) lines.push({ key: 'passing', text: t('ui.secrets.passing'), cards: [s.passing] });
  if (s.passed) lines.push({ key: 'passed', text: t('ui.secrets.passed'), cards: [s.passed] });
  if (s.received)
    lines.push({ key: 'received', text: t('ui.secrets.received'), cards: [s.received] });
  if (s.beforeConArtist) {
    lines.push({ key: 'con', text: t('ui.secrets.con'), cards: s.beforeConArtist });
  }
  if (s.discarded.length > 0)
    lines.push({ key: 'disc', text: t('ui.secrets.discarded'), cards: s.discarded });
  if (lines.length === 0) return null;
  return (
    <ul className="secrets" aria-label={t('ui.onlyYou')}>
      {lines.map((l) => (
        <li key={l.key} className="secrets__line">
          <span>{l.text}</span>
          {l.cards.map((c, i) => (
            <PlayingCard key={`${c}${i}`} card={c} small />
          ))}
        </li>
      ))}
    </ul>
  );
}

/** The viewer's hand panel. */
export function Hand() {
  const { view, me } = useGang();
  const { t } = useTranslation('the-gang');
  const step = useCardStep();
  if (me === null) {
    return (
      <section className="panel hand">
        <h2 className="panel__title">{t('ui.watching')}</h2>
        <p className="hint">{t('ui.watchingHint')}</p>
      </section>
    );
  }
  const pocket = view.players[me]?.pocket ?? [];
  return (
    <section className="panel hand" aria-labelledby="hand-title" data-step={step !== null}>
      <h2 id="hand-title" className="panel__title">
        {t('ui.yourHand')}
      </h2>
      {step && (
        <p className="prompt" role="status">
          {step.prompt}
        </p>
      )}
      <CardRow
        cards={pocket}
        label={t('ui.yourCards')}
        actions={
          step
            ? (card) =>
                card === step.skip ? null : (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => step.run(card)}
                  >
                    {step.verb}
                  </button>
                )
            : undefined
        }
      />
      {view.best && (
        <p className="hand__best">
          {t('ui.bestNow')} <strong>{categoryName(view.best.category)}</strong>
          {view.best.cards.length >= 5 && (
            <span className="hand__best-cards">
              {view.best.cards.map((c) => (
                <PlayingCard key={c} card={c} small />
              ))}
            </span>
          )}
        </p>
      )}
      <Secrets />
    </section>
  );
}
