// The Gang's messages in Korean.
import { rules } from '../rules/ko.ts';
import type { Translation } from '../../../core/catalog.ts';
import type { en } from './en.ts';

export const ko: Translation<typeof en> = {
  rules,
  info: {
    name: '더 갱',
    kind: '협력 포커',
    blurb:
      '말 없이 별 칩으로 서로의 패 순위를 매기고, 경보가 세 번 울리기 전에 금고 세 개를 여세요.',
  },
  challenges: {
    'quick-access': {
      name: '빠른 접근',
      text: '흰색 칩 없음: 강도는 플롭부터 시작합니다.',
    },
    'noise-sensors': {
      name: '소음 감지기',
      text: '별 1개짜리 흰색·노란색·주황색 칩은 어두운 면: 한 번 가져가면 주인이 바뀌지 않습니다.',
    },
    'motion-detector': {
      name: '동작 감지기',
      text: '플롭에 J, Q, K가 있으면 별 1개 흰색 칩을 가진 사람이 손패를 새로 받습니다.',
    },
    'retina-scan': {
      name: '망막 스캔',
      text: '가장 높은 빨간 칩의 패를 공개하기 전에, 다른 사람들이 그 패에 있는 카드 숫자 하나를 맞힙니다.',
    },
    'hasty-getaway': {
      name: '서두른 도주',
      text: '주황색 칩 없음: 턴과 리버가 함께 나옵니다.',
    },
    'ventilation-shaft': {
      name: '환기 통로',
      text: '가장 높은 흰색·노란색·주황색 칩은 어두운 면: 한 번 가져가면 주인이 바뀌지 않습니다.',
    },
    'laser-tripwires': {
      name: '레이저 감지선',
      text: '플롭에 J, Q, K가 없으면 가장 높은 흰색 칩을 가진 사람이 손패를 새로 받습니다.',
    },
    blackout: {
      name: '정전',
      text: '플롭부터 이전 라운드의 칩이 가려집니다: 누가 무엇을 가졌는지 기억하세요.',
    },
    'fingerprint-scan': {
      name: '지문 스캔',
      text: '가장 높은 빨간 칩의 패를 공개하기 전에, 다른 사람들이 그 패의 족보를 맞힙니다.',
    },
    'security-cameras': {
      name: '보안 카메라',
      text: '모두 손패를 세 장 받고, 여덟 장 중 가장 좋은 다섯 장이 족보가 됩니다.',
    },
  },
  specialists: {
    informant: {
      name: '정보원',
      text: '갱이 정합니다: 한 사람이 다른 한 사람에게 손패 한 장을 몰래 보여 줍니다.',
    },
    'getaway-driver': {
      name: '도주 운전사',
      text: '갱이 정합니다: 한 사람이 지금 자기 패의 족보를 말합니다.',
    },
    investor: {
      name: '투자자',
      text: '카드를 나눈 뒤, 모두 J, Q, K를 몇 장 가졌는지 말합니다.',
    },
    mastermind: {
      name: '설계자',
      text: '갱이 정합니다: 한 사람이 정해진 숫자의 카드를 몇 장 가졌는지 말합니다.',
    },
    hacker: {
      name: '해커',
      text: '갱이 정합니다: 한 사람이 카드 한 장을 뽑은 뒤 한 장을 뒷면으로 버립니다.',
    },
    coordinator: {
      name: '조정자',
      text: '카드를 나눈 뒤, 모두 동시에 카드 한 장을 왼쪽 사람에게 넘깁니다.',
    },
    jack: {
      name: '잭',
      text: '갱이 정합니다: 한 사람이 무늬 없는 잭을 가져가고 다른 카드를 버립니다.',
    },
    'math-whiz': {
      name: '수학 천재',
      text: '카드를 나눈 뒤, 모두 자기 카드의 합을 말합니다 (J, Q, K는 10, A는 11).',
    },
    'con-artist': {
      name: '사기꾼',
      text: '모두 확인한 뒤, 모든 손패를 모아 섞고 다시 나눕니다.',
    },
    muscle: {
      name: '근육맨',
      text: '갱이 정합니다: 한 사람의 패가 같은 족보의 다른 모든 패를 이깁니다.',
    },
  },
  modes: {
    basic: {
      name: '기본',
      text: '순수한 게임: 칩과 카드만, 추가 카드 없음.',
    },
    advanced: {
      name: '고급',
      text: '성공할 때마다 도전 카드, 실패할 때마다 전문가 카드.',
    },
    professional: {
      name: '프로',
      text: '고급 모드에 게임 내내 유지되는 무작위 도전 카드 한 장 추가.',
    },
    'master-thief': {
      name: '마스터 도둑',
      text: '항상 도전 카드 두 장, 전문가 없음, 경보 두 번이면 패배.',
    },
  },
  categories: {
    'high-card': '하이 카드',
    pair: '원 페어',
    'two-pair': '투 페어',
    'three-of-a-kind': '트리플',
    straight: '스트레이트',
    flush: '플러시',
    'full-house': '풀 하우스',
    'four-of-a-kind': '포카드',
    'straight-flush': '스트레이트 플러시',
    'royal-flush': '로열 플러시',
  },
  cards: {
    suits: {
      c: '클럽',
      d: '다이아몬드',
      h: '하트',
      s: '스페이드',
    },
    ranks: {
      T: '10',
      J: '잭',
      Q: '퀸',
      K: '킹',
      A: '에이스',
    },
    speech: '{{suit}} {{rank}}',
    noSuit: '무늬 없음',
    jackSpecialist: '전문가 잭, 무늬 없는 잭',
  },
  reasons: {
    'not-in-front-of-others': '칩은 자기 앞에만 놓을 수 있습니다.',
    'not-this-round': '이번 라운드 색의 칩이 아닙니다.',
    'no-such-chip': '그 칩은 더 이상 거기 없습니다.',
    'already-yours': '이미 가지고 있는 칩입니다.',
    'already-holding-colour': '이 색의 칩을 이미 가지고 있습니다. 먼저 돌려놓으세요.',
    'chip-locked': '어두운 칩은 한 번 가져가면 주인이 바뀌지 않습니다.',
    'not-your-chip': '내 칩이 아닙니다.',
    'specialist-not-active': '그 전문가는 게임에 없습니다.',
    'specialist-used': '이번 강도에서 전문가를 이미 사용했습니다.',
    'pending-step': '다른 사람이 먼저 해야 할 일이 있습니다.',
    'bad-target': '카드를 보여 줄 다른 사람을 고르세요.',
    'no-such-guess': '필요 없는 추측입니다.',
    'not-a-guesser': '이 결정에 참여하지 않습니다.',
    'stale-proposal': '더 이상 유효하지 않은 제안입니다.',
    'already-agreed': '이미 동의했습니다.',
    'nothing-to-do': '여기서 할 일이 없습니다.',
    'card-not-in-pocket': '그 카드는 손패에 없습니다.',
    'cannot-discard-jack': '잭은 두고 다른 카드를 버리세요.',
    'already-confirmed': '이미 공개할 준비가 되었습니다.',
    'wrong-phase': '강도의 지금 단계에서는 할 수 없습니다.',
    'off-table': '테이블 위에 놓으세요: 내 앞이나 가운데에.',
  },
};
