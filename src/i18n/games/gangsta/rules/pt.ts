// Gangsta!'s rules reference and first-game hints in Portuguese.
import type { Translation } from '../../../core/catalog.ts';
import type { rules as en } from './en.ts';

export const rules: Translation<typeof en> = {
  turn: {
    title: 'A sua vez',
    goal: 'Recrute gângsteres e realize golpes ao longo de três capítulos: vence quem tiver mais influência no fim.',
    mobilise:
      'Primeiro mobilize: pague $1 por gângster ocupado que volta a ficar disponível; cada Líder disponível mobiliza um de graça. Uma gangue toda ocupada fica disponível de novo na hora.',
    actions:
      'Depois, uma ação: recrutar um gângster da fila (pague o custo dele), realizar um golpe, ou passar (ganhe $1 por Líder).',
  },
  heists: {
    title: 'Golpes',
    staff:
      'Escolha um golpe da fila e ocupe gângsteres disponíveis um a um, cada um trazendo uma habilidade que ainda falta. Quando todas estiverem cobertas, receba a influência, o dinheiro e a recompensa extra.',
    coop: 'A partir de Guerra de Gangues, golpes cooperativos podem usar gângsteres de outras gangues depois do primeiro: todos os participantes recebem a recompensa cooperativa.',
    snitch:
      'Há dedos-duros entre os golpes: cada um paga $1 por Informante no dedo-duro, menos $1 por Informante na própria gangue. Quem não puder pagar descarta um gângster (nunca o chefe).',
  },
  // Each skill's name, symbol and text: the game's own `skills` block (messages/<lang>.ts).
  skills: {
    title: 'Habilidades',
  },
  // Each chapter's numeral, name and ending: the game's own `chapters` block (messages/<lang>.ts).
  chapters: {
    title: 'Capítulos',
    heading: '{{numeral}}. {{name}}',
  },
  scoring: {
    title: 'Pontuação',
    sum: 'A influência do seu chefe e dos seus gângsteres, mais a influência dos seus golpes.',
    money: '+2 para o jogador mais rico (+1 para cada um no empate).',
    gang: '+2 para a maior gangue (+1 para cada uma no empate).',
    win: 'Vence quem tiver mais influência.',
  },
  hint: {
    act: 'Sua vez: recrute um gângster, monte um golpe, ou passe.',
    staff: 'Monte o golpe: ocupe gângsteres disponíveis até cobrir todas as habilidades.',
    asked:
      'Outro chefe pede um dos seus gângsteres para um golpe cooperativo: responda no seu painel.',
    choose: 'Há uma escolha a fazer: veja o seu painel.',
    wait: 'Espere: outro chefe está jogando.',
  },
};
