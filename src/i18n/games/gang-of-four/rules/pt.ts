// Gang of Four's rules reference and first-game hints in Portuguese (no Portuguese box: the
// namespace's words, carta única, par, trinca, sequência, flush, full house, gangue, dragão, fênix,
// 1 multicolorido).
import type { Translation } from '../../../core/catalog.ts';
import type { rules as en } from './en.ts';

export const rules: Translation<typeof en> = {
  play: {
    title: 'Uma rodada',
    goal: 'Seja o primeiro a baixar todas as suas cartas. Os outros marcam pontos de penalidade pelas cartas que ainda têm na mão.',
    turn: 'Na sua vez, jogue uma combinação mais alta com o mesmo número de cartas, ou passe. Quem passou pode jogar de novo na próxima vez.',
    trick:
      'Quando todos os outros passaram, as cartas são postas de lado viradas para baixo e quem jogou por último abre com o que quiser.',
    first:
      'Rodada 1: quem tem o 1 multicolorido começa, e a jogada deve contê-lo. O sentido do jogo muda a cada rodada.',
    exchange:
      'A partir da rodada 2: o perdedor da rodada anterior dá ao vencedor a sua carta mais alta; o vencedor devolve uma carta à sua escolha.',
    lastCard:
      'Com uma carta só, anuncia-se “Última carta!”. O jogador logo antes deve tentar impedi-lo: com cartas únicas, jogando a sua carta mais alta ou uma gangue; ao abrir, com várias cartas.',
  },
  combos: {
    title: 'Combinações, da mais baixa à mais alta',
    names: {
      single: 'Carta única',
      pair: 'Par',
      triple: 'Trinca',
      straight: 'Sequência',
      flush: 'Flush',
      'full-house': 'Full house',
      'straight-flush': 'Straight flush',
      gang: 'Gang of Four, Five, Six, Seven',
    },
    what: {
      single: 'Qualquer carta.',
      pair: 'Duas cartas do mesmo número, ou as duas fênix (o par mais alto).',
      triple: 'Três cartas do mesmo número.',
      straight:
        'Cinco números seguidos, de qualquer cor. O 1 é só baixo: 8-9-10-1-2 não é sequência.',
      flush: 'Cinco cartas da mesma cor.',
      'full-house': 'Uma trinca e um par: a trinca decide.',
      'straight-flush': 'Cinco números seguidos, todos da mesma cor.',
      gang: 'Quatro, cinco ou seis cartas do mesmo número, ou os sete 1: uma bomba que vence qualquer outra combinação, com qualquer número de cartas. Uma gangue maior vence uma menor; do mesmo tamanho, o número mais alto.',
    },
    fives: 'Combinações de cinco cartas: sequência < flush < full house < straight flush.',
    order:
      'Do mesmo tipo: vence o número mais alto; no empate, a cor dele (verde < amarelo < vermelho); depois a carta seguinte. Não se pode jogar uma combinação idêntica à da mesa.',
  },
  special: {
    title: 'Cartas especiais',
    dragon: 'O dragão: a carta única mais alta; só se joga sozinho.',
    phoenix:
      'As fênix: as cartas únicas mais altas depois do dragão (a amarela acima da verde); juntas, o par mais alto, ou o par de um full house; nada mais.',
    multi:
      'O 1 multicolorido: o 1 mais alto; numa combinação vale como um 1 de qualquer cor (num flush, por exemplo).',
  },
  scoring: {
    title: 'Pontuação',
    intro: 'A rodada termina quando um jogador não tem mais cartas. Cada um dos outros marca:',
    cards: 'Cartas na mão',
    points: 'Pontos por carta',
    all: '{{points}} no total',
    end: 'O jogo termina quando alguém chega a 100 pontos ou mais: vence o menor total.',
  },
  hint: {
    lead: 'Você abre: jogue qualquer carta única ou combinação.',
    lead1M: 'Você abre: jogue o 1 multicolorido, sozinho ou numa combinação.',
    beat: 'Jogue uma combinação mais alta com o mesmo número de cartas (ou uma gangue), ou passe.',
    wait: 'Espere a sua vez: os outros jogam ou passam.',
    give: 'Você venceu a rodada anterior: devolva ao perdedor uma carta à sua escolha.',
    exchange: 'Troca de cartas: o perdedor dá ao vencedor a sua carta mais alta.',
    roundEnd: 'Fim da rodada: as cartas na mão dão pontos de penalidade.',
  },
};
