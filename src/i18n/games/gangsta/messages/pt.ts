// gangsta's messages in Portuguese (Brazil).
import { rules } from '../rules/pt.ts';
import type { Translation } from '../../../core/catalog.ts';
import type { en } from './en.ts';

export const pt: Translation<typeof en> = {
  rules,
  info: {
    name: 'Gangsta!',
    kind: 'Golpes e recrutamento',
    blurb:
      'Recrute gângsteres, mobilize seu bando e dê golpes ao longo de três capítulos. Cuidado com os dedos-duros.',
  },
  // Gangsta!'s skills, chapters and endings in the reader's language (issue 24).
  skills: {
    leader: {
      name: 'Líder',
      symbol: 'coroa amarela',
      text: 'Cada Líder disponível mobiliza um gângster de graça; passar rende $1 por Líder.',
    },
    informant: {
      name: 'Informante',
      symbol: 'olho verde',
      text: 'Cada Informante desconta $1 de cada dedo-duro.',
    },
    mercenary: {
      name: 'Mercenário',
      symbol: 'espadas cruzadas cinza',
      text: 'No fim da Guerra de Gangues, todos menos a gangue com mais Mercenários perdem um gângster.',
    },
    enforcer: {
      name: 'Capanga',
      symbol: 'haltere vermelho',
      text: 'Força para os golpes: seus golpes tendem a dar influência extra.',
    },
    hacker: {
      name: 'Hacker',
      symbol: 'chip azul',
      text: 'Abre o que está trancado: seus golpes tendem a dar dinheiro extra.',
    },
    driver: {
      name: 'Motorista',
      symbol: 'volante roxo',
      text: 'Tira todos de lá: seus golpes tendem a uma fuga limpa.',
    },
  },
  chapters: {
    genesis: {
      name: 'Gênese',
      ends: 'Termina quando alguém recruta o 4º gângster: renda de oportunidade para as gangues menores.',
    },
    'gang-wars': {
      name: 'Guerra de Gangues',
      ends: 'Termina quando alguém recruta o 7º gângster: a verificação dos Mercenários.',
    },
    domination: {
      name: 'Dominação',
      ends: 'O jogo termina no 9º recrutamento ou no 3º dedo-duro da Dominação.',
    },
  },
  ends: {
    'ninth-gangster': 'um 9º gângster foi recrutado',
    'third-snitch': 'o terceiro dedo-duro da Dominação apareceu',
    'deck-out': 'os golpes da Dominação acabaram',
  },
};
