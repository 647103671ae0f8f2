import { toTokyoIso } from '../lib/time';
import { memberTable, type MemberRow } from '../routes/members';
import { demoCorporations } from './accounts';
import type { FeatureSeeder } from './seeder';

/** Local parts and names of the demo staff; each corporation gets a few, by its own domain. */
const PEOPLE = [
  { local: 'tanaka', displayName: '田中 優子' },
  { local: 'kobayashi', displayName: '小林 大輔' },
  { local: 'ito', displayName: '伊藤 さくら' },
  { local: 'watanabe', displayName: '渡辺 拓海' },
  { local: 'nakamura', displayName: '中村 陽菜' },
  { local: 'front', displayName: 'フロント共用' },
];

/** Sub-accounts for every demo corporation: some active, the newest still invited. */
export const membersSeeder: FeatureSeeder = {
  name: 'members',
  seed(server, { random }) {
    const rows: Omit<MemberRow, 'id'>[] = [];
    for (const corporation of demoCorporations) {
      const domain = corporation.email.split('@')[1] ?? 'example.jp';
      const count = random.int(3, PEOPLE.length);
      PEOPLE.slice(0, count).forEach((person, index) => {
        const invited = index === count - 1;
        rows.push({
          corporationId: corporation.id,
          email: `${person.local}@${domain}`,
          displayName: person.displayName,
          couponAbility: random.chance(0.6),
          ticketAbility: random.chance(0.35),
          status: invited ? 'invited' : 'active',
          createdAt: toTokyoIso(random.dateRelativeToToday(invited ? -7 : -400, invited ? -1 : -30)),
        });
      });
    }
    memberTable(server).insert(rows);
  },
};
