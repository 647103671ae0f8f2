/**
 * Japanese copy of the activity entry rules (docs/upload-and-rules.md), shared by
 * machines/activity-requirements, the requirement editor and its tests.
 */
export const facilityRulesMessages = {
  restrictionLevels: {
    unset: '未設定',
    free: 'フリーOK',
    leash: 'リードOK',
    carried: '抱き抱えOK',
    carrierBag: 'キャリーバッグOK',
    leashHookOutside: 'リードフック外OK',
  },
  displayName: 'アクティビティ名',
  restrictionLevel: 'ペットの同伴方法',
  isIndoor: '屋内',
  isPetFriendly: 'ペット同伴可',
  petFriendlyOffNotice: 'ペット同伴不可のため、入場条件はすべて解除されています。',
  sizesLegend: '入場できる犬のサイズ',
  canEnterSmall: '小型犬',
  canEnterMedium: '中型犬',
  canEnterLarge: '大型犬',
  requirementsLegend: '入場条件',
  isNeedRabies: '狂犬病予防接種が必要',
  maxRabiesInterval: '狂犬病予防接種からの期間',
  isRabiesTagAlt: '狂犬病の注射済票でも可',
  isNeedVaccine: '混合ワクチン接種が必要',
  maxVaccineInterval: '混合ワクチン接種からの期間',
  minVaccineKinds: '混合ワクチンの種類数',
  isAntibodyAltToVaccine: '抗体検査の結果でワクチン接種に代えられる',
  maxAntibodyInterval: '抗体検査からの期間',
  isMinAgeMonths: '年齢制限あり',
  minAgeMonths: '入場できる月齢',
  rabiesGroup: '狂犬病予防接種',
  vaccineGroup: '混合ワクチン',
  antibodyGroup: '抗体検査',
  ageGroup: '年齢',
  /** Intervals are counted in years since the last shot or test (docs/upload-and-rules.md). */
  withinYears: (n: number) => `${n}年以内`,
  kinds: (n: number) => `${n}種以上`,
  ageMonths: (n: number) => `生後${n}か月以上`,
} as const;
