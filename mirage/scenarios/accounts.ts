import { abilityNames, noAbility, type Ability, type AbilityName } from '@/api/ability';
import { table } from '../lib/db';
import type { AccountRow, CorporationRow } from '../models/core';
import type { AppServer } from '../routes/define-routes';

/** The demo's corporations (docs/demo.md); staff and coupon belong to the first. */
export const demoCorporations: CorporationRow[] = [
  { id: 'corp-pochitama', name: '株式会社ポチタマリゾート', email: 'info@pochitama-resort.example.jp', isTicketMailReceivable: true },
  { id: 'corp-wanko-mori', name: '株式会社わんこの森', email: 'contact@wanko-no-mori.example.jp', isTicketMailReceivable: true },
  { id: 'corp-tabi-yado', name: '合同会社ペットと旅する宿', email: 'support@pet-tabi-yado.example.jp', isTicketMailReceivable: false },
];

export type DemoAccount = {
  email: string;
  description: string;
  displayName: string;
  abilities: AbilityName[];
  isAdmin: boolean;
  corporationNames: string[];
};

type DemoAccountSeed = Omit<DemoAccount, 'corporationNames'> & { uid: string; corporationIds: string[] };

const seeds: DemoAccountSeed[] = [
  {
    uid: 'demo-admin',
    email: 'admin@demo.example',
    displayName: '山田 花子',
    description: 'すべての権限を持つ管理者。3社を切り替えて操作できます。',
    abilities: [...abilityNames],
    isAdmin: true,
    corporationIds: ['corp-pochitama', 'corp-wanko-mori', 'corp-tabi-yado'],
  },
  {
    uid: 'demo-staff',
    email: 'staff@demo.example',
    displayName: '佐藤 健',
    description: '特別な権限のない現場スタッフ。所属が1社のため、会社は自動で選ばれます。',
    abilities: [],
    isAdmin: false,
    corporationIds: ['corp-pochitama'],
  },
  {
    uid: 'demo-coupon',
    email: 'coupon@demo.example',
    displayName: '鈴木 美咲',
    description: 'クーポンの編集だけができる担当者（1社）。',
    abilities: ['canEditCoupon'],
    isAdmin: false,
    corporationIds: ['corp-pochitama'],
  },
  {
    uid: 'demo-nobody',
    email: 'nobody@demo.example',
    displayName: '高橋 翔',
    description: 'どの会社にも所属していないアカウント。ログインすると未登録のご案内へ移動します。',
    abilities: [],
    isAdmin: false,
    corporationIds: [],
  },
];

/** For the sign-in page's one-click choices. */
export const demoAccounts: DemoAccount[] = seeds.map(({ uid: _uid, corporationIds, ...account }) => ({
  ...account,
  corporationNames: corporationIds.map((id) => demoCorporations.find((corporation) => corporation.id === id)?.name ?? id),
}));

export function abilityFrom(names: readonly AbilityName[], isAdmin = false): Ability {
  return { ...noAbility, ...Object.fromEntries(names.map((name) => [name, true])), isAdmin };
}

export function seedDemoAccounts(server: AppServer): void {
  table<CorporationRow>(server.db, 'corporations').insert(demoCorporations);
  table<AccountRow>(server.db, 'accounts').insert(
    seeds.map(({ uid, email, displayName, abilities, isAdmin, corporationIds }) => ({
      id: uid,
      uid,
      email,
      displayName,
      ability: abilityFrom(abilities, isAdmin),
      corporationIds,
    })),
  );
}
