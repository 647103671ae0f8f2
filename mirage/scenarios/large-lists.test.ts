import { describe, expect, it } from 'vitest';
import { couponTable } from '../routes/coupons-table';
import { facilityTable } from '../routes/facilities-data';
import { ticketTables } from '../models/tickets';
import { makeServer } from '../server';

describe('the largeLists scenario (the search bench’s data)', () => {
  it('gives ポチタマリゾート 1 000 facilities, 300 coupons and more than 300 ticket sources, each with its own id and name', () => {
    const server = makeServer({ scenario: 'largeLists' });
    const facilities = facilityTable(server).where({ corporationId: 'corp-pochitama' });
    const coupons = couponTable(server.db).where({ corporationId: 'corp-pochitama' });
    expect(facilities).toHaveLength(1000);
    expect(new Set(facilities.map((row) => row.id)).size).toBe(1000);
    expect(new Set(facilities.map((row) => row.name)).size).toBe(1000);
    expect(coupons).toHaveLength(300);
    expect(new Set(coupons.map((row) => row.title)).size).toBe(300);
    expect(ticketTables(server.db).sources.where({ corporationId: 'corp-pochitama' }).length).toBeGreaterThan(300);
    server.shutdown();
  });
});
