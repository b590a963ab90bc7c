// The viewer's own hand: pocket cards with the step the table waits for (pass, show, discard),
// the best hand they make now, and what only this player knows (shown, passed, discarded).
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
  const { view, me } = ctx;
  if (me === null) return null;
  const p = view.pending;
  if (p && p.seat === me) {
    if (p.kind === 'informant-show') {
      return {
        verb: 'Show',
        prompt: `Informant: choose a card to show secretly to ${ctx.name(p.target)}.`,
        run: (card) => void ctx.act({ type: 'show', card }),
      };
    }
    return {
      verb: 'Discard',
      prompt:
        p.kind === 'hacker-discard'
          ? 'Hacker: discard one card face down.'
          : 'Jack: discard one of your other cards face down.',
      run: (card) => void ctx.act({ type: 'discard', card }),
      ...(p.kind === 'jack-discard' ? { skip: 'J*' } : {}),
    };
  }
  if (view.phase === 'coordinate') {
    return {
      verb: 'Pass',
      prompt: `Coordinator: choose a card to pass to ${ctx.name((me + 1) % view.seats)} on your left.`,
      run: (card) => void ctx.act({ type: 'pass', card }),
    };
  }
  return null;
}

/** What only this player knows. */
function Secrets() {
  const ctx = useGang();
  const s = ctx.view.secrets;
  if (!s) return null;
  const lines: { key: string; text: string; cards: readonly string[] }[] = [];
  for (const [i, x] of s.informed.entries()) {
    lines.push({ key: `inf${i}`, text: `${ctx.name(x.from)} showed you`, cards: [x.card] });
  }
  if (s.shown)
    lines.push({ key: 'shown', text: `You showed ${ctx.name(s.shown.to)}`, cards: [s.shown.card] });
  if (s.passing) lines.push({ key: 'passing', text: 'You are passing', cards: [s.passing] });
  if (s.passed) lines.push({ key: 'passed', text: 'You passed left', cards: [s.passed] });
  if (s.received)
    lines.push({ key: 'received', text: 'You received from the right', cards: [s.received] });
  if (s.beforeConArtist) {
    lines.push({ key: 'con', text: 'Before the Con Artist you held', cards: s.beforeConArtist });
  }
  if (s.discarded.length > 0)
    lines.push({ key: 'disc', text: 'You discarded', cards: s.discarded });
  if (lines.length === 0) return null;
  return (
    <ul className="secrets" aria-label="Only you know">
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
  const step = useCardStep();
  if (me === null) {
    return (
      <section className="panel hand">
        <h2 className="panel__title">Watching</h2>
        <p className="hint">You watch this game: hands stay hidden until the showdown.</p>
      </section>
    );
  }
  const pocket = view.players[me]?.pocket ?? [];
  return (
    <section className="panel hand" aria-labelledby="hand-title" data-step={step !== null}>
      <h2 id="hand-title" className="panel__title">
        Your hand
      </h2>
      {step && (
        <p className="prompt" role="status">
          {step.prompt}
        </p>
      )}
      <CardRow
        cards={pocket}
        label="Your cards"
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
          Best hand now: <strong>{categoryName(view.best.category)}</strong>
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
