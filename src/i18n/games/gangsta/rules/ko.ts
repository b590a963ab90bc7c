// Gangsta!'s rules reference and first-game hints in Korean.
import type { Translation } from '../../../core/catalog.ts';
import type { rules as en } from './en.ts';

export const rules: Translation<typeof en> = {
  turn: {
    title: '내 차례',
    goal: '세 챕터에 걸쳐 갱스터를 영입하고 강도를 벌이세요. 마지막에 영향력이 가장 높은 플레이어가 승리합니다.',
    mobilise:
      '먼저 동원: 투입된 갱스터를 다시 대기 상태로 만들 때마다 $1를 냅니다. 대기 중인 리더 한 명마다 한 명을 무료로 동원합니다. 조직 전체가 투입되어 있으면 즉시 모두 대기 상태가 됩니다.',
    actions:
      '그다음 행동 하나: 줄에서 갱스터 영입(비용 지불), 강도 실행, 또는 패스(리더 한 명당 $1 수입).',
  },
  heists: {
    title: '강도',
    staff:
      '줄에서 강도 하나를 골라 대기 중인 갱스터를 한 명씩 투입합니다. 각자 아직 부족한 기술을 하나 이상 채워야 합니다. 모든 기술이 채워지면 영향력, 돈, 추가 보상을 받습니다.',
    coop: '갱 전쟁부터는 협력 강도에 첫 갱스터 다음부터 다른 조직의 갱스터도 투입할 수 있고, 참여한 모두가 협력 보상을 받습니다.',
    snitch:
      '강도 카드 사이에 밀고자가 숨어 있습니다. 모두 밀고자의 정보원 수만큼 $1씩 내되, 자기 조직의 정보원 한 명당 $1씩 덜 냅니다. 낼 수 없으면 갱스터 한 명을 버립니다(보스는 제외).',
  },
  // Each skill's name, symbol and text: the game's own `skills` block (messages/<lang>.ts).
  skills: {
    title: '기술',
  },
  // Each chapter's numeral, name and ending: the game's own `chapters` block (messages/<lang>.ts).
  chapters: {
    title: '챕터',
    heading: '{{numeral}}. {{name}}',
  },
  scoring: {
    title: '점수 계산',
    sum: '보스와 갱스터의 영향력, 그리고 성공한 강도의 영향력.',
    money: '가장 부유한 플레이어 +2(동점이면 각자 +1).',
    gang: '가장 큰 조직 +2(동점이면 각자 +1).',
    win: '영향력이 가장 높은 플레이어가 승리합니다.',
  },
  hint: {
    act: '내 차례: 갱스터를 영입하거나, 강도에 인원을 배치하거나, 패스하세요.',
    staff: '강도에 인원 배치: 모든 기술이 채워질 때까지 대기 중인 갱스터를 투입하세요.',
    asked: '다른 보스가 협력 강도에 내 갱스터를 요청합니다. 내 패널에서 답하세요.',
    choose: '선택할 일이 있습니다. 내 패널을 보세요.',
    wait: '기다리세요. 다른 보스의 차례입니다.',
  },
};
