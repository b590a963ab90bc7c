// gang-of-four's messages in Korean.
import type { Translation } from '../../../core/catalog.ts';
import type { en } from './en.ts';

export const ko: Translation<typeof en> = {
  info: {
    name: '갱 오브 포',
    kind: '클라이밍 카드 게임',
    blurb:
      '더 강한 조합으로 앞의 카드를 이기거나 갱으로 눌러 버리고, 가장 먼저 손의 카드를 모두 내려놓으세요.',
  },
};
