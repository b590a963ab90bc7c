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
};
