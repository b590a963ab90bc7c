// The Gang's messages in Portuguese (Brazil): the terms of the Portuguese rulebook (fichas, assalto, cartas de
// bolso, Rodada 2 for the flop; the specialists and Acesso Rápido as the book names them).
import { rules } from '../rules/pt.ts';
import type { Translation } from '../../../core/catalog.ts';
import type { en } from './en.ts';

export const pt: Translation<typeof en> = {
  rules,
  info: {
    name: 'The Gang',
    kind: 'Pôquer cooperativo',
    blurb:
      'Classifiquem suas mãos com as fichas de estrela, sem dizer uma palavra, e arrombem três cofres antes que o alarme dispare três vezes.',
  },
  challenges: {
    'quick-access': {
      name: 'Acesso Rápido',
      text: 'Sem fichas brancas: o assalto começa na Rodada 2.',
    },
    'noise-sensors': {
      name: 'Sensores de Ruído',
      text: 'As fichas de 1 estrela branca, amarela e laranja ficam com o lado escuro: depois de retiradas, não mudam mais de dono.',
    },
    'motion-detector': {
      name: 'Detector de Movimento',
      text: 'Se uma carta comunitária da Rodada 2 for J, Q ou K, quem tem a ficha branca de 1 estrela troca suas cartas de bolso.',
    },
    'retina-scan': {
      name: 'Leitor de Retina',
      text: 'Antes da revelação da mão da ficha vermelha de maior valor, os outros adivinham um valor de carta que ela tem.',
    },
    'hasty-getaway': {
      name: 'Fuga Apressada',
      text: 'Sem fichas laranja: a quarta e a quinta cartas comunitárias saem juntas.',
    },
    'ventilation-shaft': {
      name: 'Duto de Ventilação',
      text: 'As fichas de maior valor branca, amarela e laranja ficam com o lado escuro: depois de retiradas, não mudam mais de dono.',
    },
    'laser-tripwires': {
      name: 'Alarmes a Laser',
      text: 'Se nenhuma carta comunitária da Rodada 2 for J, Q ou K, quem tem a ficha branca de maior valor troca suas cartas de bolso.',
    },
    blackout: {
      name: 'Blecaute',
      text: 'A partir da Rodada 2, as fichas das rodadas anteriores são descartadas: lembrem quem tinha o quê.',
    },
    'fingerprint-scan': {
      name: 'Leitor de Digitais',
      text: 'Antes da revelação da mão da ficha vermelha de maior valor, os outros adivinham sua classificação de mão.',
    },
    'security-cameras': {
      name: 'Câmeras de Segurança',
      text: 'Todos recebem três cartas de bolso; valem as cinco melhores das oito.',
    },
  },
  specialists: {
    informant: {
      name: 'Informante',
      text: 'Vocês decidem: um jogador mostra secretamente uma de suas cartas de bolso a outro.',
    },
    'getaway-driver': {
      name: 'Motorista de Fuga',
      text: 'Vocês decidem: um jogador diz a classificação atual da sua mão.',
    },
    investor: {
      name: 'Investidor',
      text: 'Depois da distribuição, cada um diz quantas cartas de figura (J, Q, K) tem.',
    },
    mastermind: {
      name: 'Cérebro',
      text: 'Vocês decidem: um jogador diz quantas cartas de um valor escolhido tem.',
    },
    hacker: {
      name: 'Hacker',
      text: 'Vocês decidem: um jogador compra uma carta e depois descarta uma virada para baixo.',
    },
    coordinator: {
      name: 'Coordenador',
      text: 'Depois da distribuição, todos passam ao mesmo tempo uma carta ao jogador à esquerda.',
    },
    jack: {
      name: 'Valete',
      text: 'Vocês decidem: um jogador pega o Valete sem naipe e descarta outra carta.',
    },
    'math-whiz': {
      name: 'Gênio da Matemática',
      text: 'Depois da distribuição, cada um diz a soma de suas cartas (J, Q, K valem 10; A vale 11).',
    },
    'con-artist': {
      name: 'Vigarista',
      text: 'Depois de todos olharem, as cartas de bolso são juntadas, embaralhadas e distribuídas de novo.',
    },
    muscle: {
      name: 'Músculo',
      text: 'Vocês decidem: a mão de um jogador vence todas as outras da mesma classificação.',
    },
  },
  modes: {
    basic: {
      name: 'Básico',
      text: 'O jogo puro: fichas e cartas, sem cartas extras.',
    },
    advanced: {
      name: 'Avançado',
      text: 'Um desafio depois de cada sucesso, um especialista depois de cada fracasso.',
    },
    professional: {
      name: 'Profissional',
      text: 'Como o Avançado, mais um desafio aleatório que fica o jogo inteiro.',
    },
    'master-thief': {
      name: 'Mestre Ladrão',
      text: 'Sempre dois desafios, sem especialistas, e dois alarmes perdem o jogo.',
    },
  },
  categories: {
    'high-card': 'Carta alta',
    pair: 'Um par',
    'two-pair': 'Dois pares',
    'three-of-a-kind': 'Trinca',
    straight: 'Sequência',
    flush: 'Flush',
    'full-house': 'Full house',
    'four-of-a-kind': 'Quadra',
    'straight-flush': 'Straight flush',
    'royal-flush': 'Royal flush',
  },
  cards: {
    suits: {
      c: 'paus',
      d: 'ouros',
      h: 'copas',
      s: 'espadas',
    },
    ranks: {
      T: '10',
      J: 'valete',
      Q: 'dama',
      K: 'rei',
      A: 'ás',
    },
    speech: '{{rank}} de {{suit}}',
    noSuit: 'nenhum naipe',
    jackSpecialist: 'o especialista Valete, um valete sem naipe',
  },
  reasons: {
    'not-in-front-of-others': 'As fichas só vão para a sua frente.',
    'not-this-round': 'Essa ficha não é da cor desta rodada.',
    'no-such-chip': 'Essa ficha não está mais lá.',
    'already-yours': 'Você já tem essa ficha.',
    'already-holding-colour': 'Você já tem uma ficha desta cor: devolva-a primeiro.',
    'chip-locked': 'Fichas com o lado escuro não mudam de dono depois de retiradas.',
    'not-your-chip': 'Essa ficha não é sua.',
    'specialist-not-active': 'Esse especialista não está em jogo.',
    'specialist-used': 'O especialista já foi usado neste assalto.',
    'pending-step': 'Alguém ainda precisa agir primeiro.',
    'bad-target': 'Escolha outro jogador para ver a carta.',
    'no-such-guess': 'Esse palpite não é necessário.',
    'not-a-guesser': 'Você não participa desta decisão.',
    'stale-proposal': 'Essa proposta não está mais aberta.',
    'already-agreed': 'Você já concordou.',
    'nothing-to-do': 'Não há nada para você fazer aqui.',
    'card-not-in-pocket': 'Essa carta não está na sua mão.',
    'cannot-discard-jack': 'Fique com o Valete: descarte uma das outras cartas.',
    'already-confirmed': 'Você já está pronto para a revelação.',
    'wrong-phase': 'Isso não é possível neste momento do assalto.',
    'off-table': 'Coloque sobre a mesa: à sua frente ou no centro.',
  },
};
