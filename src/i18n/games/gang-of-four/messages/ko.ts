// Gang of Four's messages in Korean: the Korean rulebook's words (싱글, 페어, 트리플, 스트레이트, 플러시, 풀 하우스,
// 스트레이트 플러시, 갱, 봉황, 용, 무지개 1).
import { rules } from '../rules/ko.ts';
import type { Translation } from '../../../core/catalog.ts';
import type { en } from './en.ts';

export const ko: Translation<typeof en> = {
  rules,
  info: {
    name: '갱 오브 포',
    kind: '클라이밍 카드 게임',
    blurb:
      '더 강한 조합으로 앞의 카드를 이기거나 갱으로 눌러 버리고, 가장 먼저 손의 카드를 모두 내려놓으세요.',
  },
  colours: {
    G: '녹색',
    Y: '노란색',
    R: '빨간색',
  },
  cards: {
    number: '{{colour}} {{n}}',
    multi: '무지개 1',
    phoenix: '{{colour}} 봉황',
    dragon: '용',
  },
  kinds: {
    single: '싱글',
    pair: '페어',
    triple: '트리플',
    straight: '스트레이트',
    flush: '플러시',
    'full-house': '풀 하우스',
    'straight-flush': '스트레이트 플러시',
    gang: '갱',
  },
  combos: {
    dragon: '용',
    phoenixPair: '봉황 페어',
    pair: '{{n}} 페어',
    triple: '{{n}} 트리플',
    straight: '스트레이트, {{low}}–{{top}}',
    flush: '{{colour}} 플러시, {{top}} 하이',
    fullHouse: '풀 하우스, {{top}} 트리플 + {{pair}} 페어',
    fullHousePhoenix: '풀 하우스, {{top}} 트리플 + 봉황 페어',
    straightFlush: '{{colour}} 스트레이트 플러시, {{low}}–{{top}}',
    gang: '갱 오브 {{size}}, {{n}}',
    multicoloured: '무지개',
    gangSize: {
      '4': '포',
      '5': '파이브',
      '6': '식스',
      '7': '세븐',
    },
  },
};
