// gangsta's messages in Korean.
import { rules } from '../rules/ko.ts';
import type { Translation } from '../../../core/catalog.ts';
import type { en } from './en.ts';

export const ko: Translation<typeof en> = {
  rules,
  info: {
    name: 'Gangsta!',
    kind: '강도와 영입',
    blurb: '갱스터를 영입하고 조직을 동원해 세 챕터에 걸쳐 강도를 벌이세요. 밀고자를 조심하세요.',
  },
  // Gangsta!'s skills, chapters and endings in the reader's language (issue 24).
  skills: {
    leader: {
      name: '리더',
      symbol: '노란 왕관',
      text: '대기 중인 리더마다 갱스터 한 명을 무료로 동원합니다. 패스하면 리더마다 $1을 받습니다.',
    },
    informant: {
      name: '정보원',
      symbol: '초록 눈',
      text: '정보원마다 모든 밀고자의 요구액에서 $1을 깎습니다.',
    },
    mercenary: {
      name: '용병',
      symbol: '회색 교차한 칼',
      text: '갱 전쟁이 끝날 때 용병이 가장 많은 갱을 뺀 모두가 갱스터 한 명을 잃습니다.',
    },
    enforcer: {
      name: '해결사',
      symbol: '빨간 덤벨',
      text: '작전의 힘: 이들의 작전은 추가 영향력을 주는 편입니다.',
    },
    hacker: {
      name: '해커',
      symbol: '파란 칩',
      text: '잠긴 것을 엽니다: 이들의 작전은 추가 현금을 주는 편입니다.',
    },
    driver: {
      name: '운전사',
      symbol: '보라색 핸들',
      text: '모두를 빼냅니다: 이들의 작전은 깔끔한 도주를 주는 편입니다.',
    },
  },
  chapters: {
    genesis: {
      name: '기원',
      ends: '누군가 4번째 갱스터를 영입하면 끝납니다: 작은 갱에게 기회 수입.',
    },
    'gang-wars': { name: '갱 전쟁', ends: '누군가 7번째 갱스터를 영입하면 끝납니다: 용병 점검.' },
    domination: {
      name: '지배',
      ends: '9번째 영입이나 지배 챕터의 3번째 밀고자가 나오면 게임이 끝납니다.',
    },
  },
  ends: {
    'ninth-gangster': '9번째 갱스터가 영입되었습니다',
    'third-snitch': '지배 챕터의 세 번째 밀고자가 나타났습니다',
    'deck-out': '지배 챕터의 작전 카드가 다 떨어졌습니다',
  },
};
