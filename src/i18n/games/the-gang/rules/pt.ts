// The Gang's rules reference and first-game hints in Portuguese, in the words of the Portuguese
// rulebook (assalto, rodada, fichas, cartas de bolso, cartas comunitárias, cofre, alarme, revelação).
import type { Translation } from '../../../core/catalog.ts';
import type { rules as en } from './en.ts';

export const rules: Translation<typeof en> = {
  heist: {
    title: 'Um assalto',
    goal: 'Juntos, virem três cartas do cofre antes de virar três cartas de alarme (duas no modo Mestre Ladrão). Um jogo tem de 3 a 5 assaltos de quatro rodadas.',
    rounds: {
      '1': 'Pré-Flop: cada um recebe duas cartas de bolso; peguem as fichas brancas.',
      '2': 'Flop: três cartas comunitárias são reveladas; peguem as fichas amarelas.',
      '3': 'Turn: uma quarta carta comunitária; peguem as fichas laranja.',
      '4': 'River: a quinta carta comunitária; peguem as fichas vermelhas.',
    },
    chips:
      'As estrelas da ficha dizem quão forte você acha a sua mão em relação à gangue: mais estrelas, mão mais forte. Não há ordem de turno nem conversa: pegue qualquer ficha da rodada atual do centro da mesa ou da frente de outro jogador, ou devolva a sua. A rodada termina quando todos têm uma ficha.',
    showdown:
      'Revelação: só as fichas vermelhas contam. As mãos são reveladas a partir da ficha de 1 estrela; se cada uma for igual ou mais forte que a anterior, o assalto é bem-sucedido (cofre), senão falha (alarme).',
  },
  ranking: {
    title: 'Classificação das mãos',
    intro:
      'Sua mão é a melhor combinação de exatamente cinco das sete cartas (2 cartas de bolso + 5 cartas comunitárias). A mais forte primeiro. O naipe nunca desempata; o ás é alto, ou baixo em A-2-3-4-5.',
    tie: 'Mesma classificação: as cartas mais altas decidem (primeiro o par, depois os kickers).',
    what: {
      'royal-flush': 'A, K, Q, J e 10 do mesmo naipe.',
      'straight-flush': 'Cinco cartas consecutivas, todas do mesmo naipe.',
      'four-of-a-kind': 'Quatro cartas do mesmo valor.',
      'full-house': 'Uma trinca e um par.',
      flush: 'Cinco cartas do mesmo naipe.',
      straight: 'Cinco cartas consecutivas.',
      'three-of-a-kind': 'Três cartas do mesmo valor.',
      'two-pair': 'Dois pares.',
      pair: 'Duas cartas do mesmo valor.',
      'high-card': 'Nenhuma das anteriores: conta a carta mais alta.',
    },
  },
  cards: {
    title: 'Desafios e especialistas',
    mode: 'Esta mesa joga o modo {{mode}}: {{text}}',
    now: 'Em jogo neste assalto',
    none: 'Nenhuma carta de desafio ou de especialista está em jogo neste assalto.',
    challenge: 'Desafio',
    specialist: 'Especialista',
    wholeGame: 'o jogo inteiro',
    used: 'usado',
    challenges: 'Desafios que podem aparecer',
    specialists: 'Especialistas que podem aparecer',
  },
  hint: {
    take: 'Pegue uma ficha: o número de estrelas diz quão forte você acha a sua mão.',
    swap: 'Você tem uma ficha. Troque-a se a sua mão parecer mais forte ou mais fraca; a rodada termina quando todos tiverem uma.',
    confirm: 'Todos têm uma ficha vermelha: confirme quando estiver pronto para a revelação.',
    coordinate: 'Escolha uma carta para passar ao jogador à sua esquerda.',
    step: 'Um especialista pede algo a você: veja o seu painel.',
    guess: 'Combine com a gangue um palpite sobre a última mão.',
    showdown:
      'As mãos são reveladas a partir da menor ficha vermelha: cada uma deve ser igual ou mais forte que a anterior.',
  },
};
