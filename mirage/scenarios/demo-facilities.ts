import type { Db } from 'miragejs/db';
import type { Row } from '../lib/db';

type StoredFacility = Row & { corporationId: string; name: string; status: string; activities?: { id: string; activityProps?: { displayName?: string } }[] };

/**
 * The corporation's open facilities as the facilities seeder stored them (it runs first), so the
 * check-ins and tickets of the demo name the same facilities as the facility list. Empty when
 * there is no facilities collection or no rows (a feature's own tests), and the caller then falls
 * back to its own word list.
 */
export function openDemoFacilities(db: Db, corporationId: string): { id: string; name: string; activities: { id: string; name: string }[] }[] {
  const collection = (db as unknown as { _collections: { name: string; _records: StoredFacility[] }[] })._collections.find((c) => c.name === 'facilities');
  if (!collection) return [];
  return collection._records
    .filter((row) => row.corporationId === corporationId && (row.status === 'enabled' || row.status === 'pending'))
    .map((row) => ({
      id: row.id,
      name: row.name,
      activities: (row.activities ?? []).map((activity, index) => ({ id: activity.id, name: activity.activityProps?.displayName || `アクティビティ${index + 1}` })),
    }));
}
