import type { Activity } from '@/api/facilities';
import type { Random } from '../lib/random';
import { DAY_MS, toTokyoIso } from '../lib/time';
import { checkInUrlFor, facilityTable, type FacilityRow } from '../routes/facilities-data';
import { companies, siteFacilityId, type CompanyProfile, type DemoSite } from './companies';
import { kinds, placeholderPhoto } from './facility-kinds';
import { places, type Place } from './places';
import type { FeatureSeeder } from './seeder';

/** What an activity asks of a dog: a pet-friendly one draws its rules, any other admits none (and draws nothing). */
function requirements(random: Random, isPetFriendly: boolean): Activity['requirementProps'] {
  const isNeedRabies = isPetFriendly && random.chance(0.85);
  const isNeedVaccine = isPetFriendly && random.chance(0.7);
  const isAntibody = isNeedVaccine && random.chance(0.5);
  const isMinAge = isPetFriendly && random.chance(0.4);
  return {
    canEnterSmall: isPetFriendly,
    canEnterMedium: isPetFriendly && random.chance(0.8),
    canEnterLarge: isPetFriendly && random.chance(0.5),
    isNeedRabies,
    maxRabiesInterval: isNeedRabies ? random.pick([1, 1, 2]) : null,
    isRabiesTagAlt: isNeedRabies && random.chance(0.5),
    isNeedVaccine,
    maxVaccineInterval: isNeedVaccine ? 1 : null,
    minVaccineKinds: isNeedVaccine ? random.pick([5, 6, 8]) : null,
    isAntibodyAltToVaccine: isAntibody,
    maxAntibodyInterval: isAntibody ? 1 : null,
    isMinAgeMonths: isMinAge,
    minAgeMonths: isMinAge ? random.pick([4, 6, 12]) : null,
  };
}

/** A 10-digit fixed-line number: the town's area code, an exchange not starting with 0 or 1, the line (03-xxxx-xxxx, 0287-xx-xxxx). */
export function telFor(place: Place, random: Random): string {
  const exchangeDigits = 10 - 4 - place.telAreaCode.length;
  const exchange = String(random.int(2, 9)) + Array.from({ length: exchangeDigits - 1 }, () => random.int(0, 9)).join('');
  return `${place.telAreaCode}-${exchange}-${String(random.int(0, 9999)).padStart(4, '0')}`;
}

/** A street number after the district, as Japanese addresses write it (2-14-3). */
const streetNumber = (random: Random) => `${random.int(1, 9)}-${random.int(1, 30)}-${random.int(1, 20)}`;

function activitiesOf(id: string, site: DemoSite, random: Random): Activity[] {
  return kinds[site.kind].activities.map((activity, index) => {
    const isPetFriendly = activity.petFriendly ?? true;
    return {
      id: `${id}-act-${index + 1}`,
      syncStatus: 'synced',
      // The main activity is always open; a side one is sometimes paused.
      status: index === 0 || random.chance(0.85) ? 'enabled' : 'disabled',
      activityProps: {
        displayName: activity.name,
        restrictionLevel: isPetFriendly ? random.pick([0, 1, 1, 2, 3, 4] as const) : null,
        isIndoor: activity.indoor,
        isPetFriendly,
      },
      requirementProps: requirements(random, isPetFriendly),
      activityTags: activity.tag ? [{ displayName: activity.tag }] : [],
    };
  });
}

function facilityRow(company: CompanyProfile, site: DemoSite, index: number, random: Random, today: Date): FacilityRow {
  const id = siteFacilityId(company, site);
  const place = places[site.place];
  const kind = kinds[site.kind];
  const created = new Date(today.getTime() - site.openedDaysAgo * DAY_MS - random.int(9 * 60, 18 * 60) * 60_000);
  // Confirmed by the provider within a week of the registration, never in the future.
  const confirmedAt = site.confirmed ? new Date(Math.min(created.getTime() + random.int(1, 6) * DAY_MS, today.getTime() - DAY_MS)) : null;
  const office = places[company.office];
  const photoCount = site.status === 'pending' ? 1 : Math.min(kind.photos.length, random.int(2, 3));
  return {
    id,
    corporationId: company.corporationId,
    name: site.name,
    tel: telFor(place, random),
    url: site.status === 'closed' ? '' : `https://${company.short}.example.jp/facilities/${String(site.n).padStart(2, '0')}`,
    catchphrase: site.catchphrase,
    introduction: `${place.prefecture}${place.city}${place.area}の${site.name}です。${kind.introduction}`,
    caution: '狂犬病予防注射と混合ワクチンの証明書をご提示ください。発情期の犬はご遠慮ください。',
    latitude: place.lat,
    longitude: place.lng,
    status: site.status,
    images: kind.photos.slice(0, photoCount).map((caption, imageIndex) => ({ id: `${id}-img-${imageIndex + 1}`, url: placeholderPhoto(caption, kind.colors) })),
    confirmedAt: confirmedAt ? toTokyoIso(confirmedAt) : null,
    confirmationReason: null,
    checkInUrl: checkInUrlFor(id),
    qrCodeId: `QR-${company.short.toUpperCase()}-${String(site.n).padStart(3, '0')}`,
    memoForCheckIn: site.kind === 'lodging' || site.kind === 'petHotel' ? '受付でワクチン証明書を確認してください。' : '',
    address: { postalCode: place.postalCode, prefecture: place.prefecture, address: `${place.city}${place.area}${streetNumber(random)}` },
    // Every second facility has its paperwork sent to the head office.
    deliveryAddress:
      index % 2 === 1
        ? {
            postalCode: office.postalCode,
            prefecture: office.prefecture,
            address: `${office.city}${office.area}${company.officeAddress}`,
            addressee: '施設管理部 ご担当者様',
          }
        : null,
    tags: site.tags,
    activities: activitiesOf(id, site, random),
    agreement: site.agreement
      ? {
          fileUrl: null,
          fileName: '利用同意書.pdf',
          hasName: true,
          hasPhoneNumber: true,
          hasPostalCode: false,
          hasAddress: true,
          hasEmail: false,
          customFields: ['犬種', '緊急連絡先'],
        }
      : null,
    createdAt: toTokyoIso(created),
  };
}

/** Each seeded demo company's own facilities (companies.ts): every status, some still unconfirmed. */
export const facilitiesSeeder: FeatureSeeder = {
  name: 'facilities',
  seed(server, { random, today }) {
    const seeded = (server.db as unknown as { corporations: { id: string }[] }).corporations.map((corporation) => corporation.id);
    const rows = companies
      .filter((company) => seeded.includes(company.corporationId))
      .flatMap((company) => company.sites.map((site, index) => facilityRow(company, site, index, random, today)));
    facilityTable(server).insert(rows);
  },
};
