import { DAY_MS, toTokyoIso } from '../lib/time';
import { memberTable, type MemberRow } from '../routes/members';
import { demoCorporations } from './accounts';
import { companyById } from './companies';
import type { FeatureSeeder } from './seeder';

/** Each company's staff (companies.ts) under its mail domain: who may edit coupons and tickets differs, and the newest is still invited. */
export const membersSeeder: FeatureSeeder = {
  name: 'members',
  seed(server, { random, today }) {
    const rows: Omit<MemberRow, 'id'>[] = [];
    for (const corporation of demoCorporations) {
      const domain = corporation.email.split('@')[1] ?? 'example.jp';
      for (const person of companyById(corporation.id)?.staff ?? []) {
        const joined = today.getTime() - person.joinedDaysAgo * DAY_MS - random.int(9 * 60, 18 * 60) * 60_000;
        rows.push({
          corporationId: corporation.id,
          email: `${person.local}@${domain}`,
          displayName: person.displayName,
          couponAbility: person.couponAbility,
          ticketAbility: person.ticketAbility,
          status: person.invited ? 'invited' : 'active',
          createdAt: toTokyoIso(new Date(Math.min(joined, today.getTime() - 60_000))),
        });
      }
    }
    memberTable(server).insert(rows);
  },
};
