// The shared words of the rules reference and the first-game hint (src/ui/kit/RulesDialog.tsx,
// src/ui/kit/FirstHint.tsx), in every language: merged into each shared catalog under
// `reference`. Each game's own rules texts live in its namespace (src/i18n/games/<id>/rules/).
import type { Translation } from '../core/catalog.ts';

const en = {
  open: 'Rules',
  title: 'Rules of {{game}}',
  close: 'Close',
  loading: 'Opening the rules…',
  hint: 'What to do now',
  dismiss: 'Got it',
  dismissLabel: 'Hide this hint for good',
};

/** The reference's shared words by language. */
export const REFERENCE = {
  en,
  pt: {
    open: 'Regras',
    title: 'Regras de {{game}}',
    close: 'Fechar',
    loading: 'Abrindo as regras…',
    hint: 'O que fazer agora',
    dismiss: 'Entendi',
    dismissLabel: 'Não mostrar mais esta dica',
  } satisfies Translation<typeof en>,
  de: {
    open: 'Regeln',
    title: 'Spielregeln: {{game}}',
    close: 'Schließen',
    loading: 'Die Regeln werden geöffnet…',
    hint: 'Was jetzt zu tun ist',
    dismiss: 'Verstanden',
    dismissLabel: 'Diesen Hinweis nicht mehr zeigen',
  } satisfies Translation<typeof en>,
  ko: {
    open: '규칙',
    title: '{{game}} 규칙',
    close: '닫기',
    loading: '규칙을 여는 중…',
    hint: '지금 할 일',
    dismiss: '알겠어요',
    dismissLabel: '이 도움말을 다시 보지 않기',
  } satisfies Translation<typeof en>,
};
