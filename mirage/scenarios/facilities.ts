import type { Activity, FacilityStatus, Tag } from '@/api/facilities';
import type { Random } from '../lib/random';
import { toTokyoIso } from '../lib/time';
import { checkInUrlFor, facilityTable, type FacilityRow } from '../routes/facilities-data';
import type { FeatureSeeder } from './seeder';

type Place = { prefecture: string; city: string; postalCode: string; area: string; lat: number; lng: number };

const places: Place[] = [
  { prefecture: '北海道', city: '札幌市中央区北一条西', postalCode: '060-0001', area: '札幌大通', lat: 43.0621, lng: 141.3544 },
  { prefecture: '宮城県', city: '仙台市青葉区一番町', postalCode: '980-0811', area: '仙台一番町', lat: 38.2582, lng: 140.8719 },
  { prefecture: '栃木県', city: '那須郡那須町高久甲', postalCode: '325-0303', area: '那須高原', lat: 37.0563, lng: 140.0247 },
  { prefecture: '東京都', city: '世田谷区玉川', postalCode: '158-0094', area: '二子玉川', lat: 35.6116, lng: 139.6283 },
  { prefecture: '神奈川県', city: '足柄下郡箱根町仙石原', postalCode: '250-0631', area: '箱根仙石原', lat: 35.2603, lng: 139.0166 },
  { prefecture: '山梨県', city: '南都留郡山中湖村山中', postalCode: '401-0501', area: '山中湖', lat: 35.4107, lng: 138.8652 },
  { prefecture: '長野県', city: '北佐久郡軽井沢町軽井沢', postalCode: '389-0102', area: '軽井沢', lat: 36.3483, lng: 138.6348 },
  { prefecture: '静岡県', city: '伊東市八幡野', postalCode: '413-0232', area: '伊豆高原', lat: 34.8897, lng: 139.1172 },
  { prefecture: '愛知県', city: '名古屋市中区栄', postalCode: '460-0008', area: '名古屋栄', lat: 35.1681, lng: 136.9066 },
  { prefecture: '京都府', city: '京都市右京区嵯峨天龍寺芒ノ馬場町', postalCode: '616-8385', area: '京都嵐山', lat: 35.0156, lng: 135.6738 },
  { prefecture: '大阪府', city: '大阪市北区梅田', postalCode: '530-0001', area: '梅田', lat: 34.7025, lng: 135.4959 },
  { prefecture: '兵庫県', city: '神戸市中央区波止場町', postalCode: '650-0042', area: '神戸ハーバーランド', lat: 34.6829, lng: 135.1863 },
  { prefecture: '広島県', city: '廿日市市宮島町', postalCode: '739-0588', area: '宮島', lat: 34.2959, lng: 132.3198 },
  { prefecture: '福岡県', city: '福岡市中央区天神', postalCode: '810-0001', area: '福岡天神', lat: 33.5904, lng: 130.3992 },
  { prefecture: '沖縄県', city: '国頭郡恩納村恩納', postalCode: '904-0411', area: '恩納', lat: 26.4976, lng: 127.8536 },
];

type Kind = { category: string; names: string[]; catchphrase: string; activities: string[] };

const kinds: Kind[] = [
  { category: '飲食店', names: ['わんカフェ', 'ドッグダイニング', 'テラスカフェ'], catchphrase: '愛犬と一緒にテラスでランチを。', activities: ['テラス席', '店内席'] },
  { category: 'ペットと泊まれる宿泊施設', names: ['ペットリゾート', '愛犬の宿', 'ドッグヴィラ'], catchphrase: '客室も大浴場そばのドッグランも、家族みんなで。', activities: ['客室', '屋内ドッグラン'] },
  { category: 'レジャー施設', names: ['ドッグパーク', 'わんわん牧場'], catchphrase: '広い芝生で思いきり走れるドッグパーク。', activities: ['ドッグラン（大型犬エリア）', 'アジリティ体験'] },
  { category: 'トリミングサロン', names: ['トリミングサロン', 'グルーミングハウス'], catchphrase: 'シャンプーからカットまで、やさしく丁寧に。', activities: ['トリミング'] },
  { category: '動物病院', names: ['どうぶつ病院'], catchphrase: '夜間の急な体調不良にも対応します。', activities: ['診察'] },
  { category: 'しつけ教室', names: ['しつけ教室'], catchphrase: '子犬から成犬まで、暮らしのマナーを楽しく。', activities: ['グループレッスン'] },
  { category: 'ペットパス認定しつけ教室', names: ['認定パピースクール'], catchphrase: 'ペットパス認定のカリキュラムで学べます。', activities: ['認定レッスン'] },
  { category: '公園', names: ['わんぱく公園ドッグエリア'], catchphrase: '季節の花を見ながらお散歩。', activities: ['お散歩コース'] },
  { category: '買い物施設', names: ['アウトレットモール'], catchphrase: 'カートで一緒にお買い物。', activities: ['館内（カート利用）'] },
];

const palette = ['#2e7d6b', '#e07a5f', '#3d5a80', '#f2cc8f', '#81b29a', '#9c6644'];

/** A small inline SVG: the demo shows images without any network (DECISIONS §5). */
function svgImage(label: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200"><rect width="320" height="200" fill="${color}"/><circle cx="250" cy="60" r="28" fill="#ffffff" opacity="0.35"/><text x="24" y="180" font-size="22" fill="#ffffff" font-family="sans-serif">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function requirements(random: Random, isPetFriendly: boolean): Activity['requirementProps'] {
  if (!isPetFriendly) {
    return {
      canEnterSmall: false, canEnterMedium: false, canEnterLarge: false,
      isNeedRabies: false, maxRabiesInterval: null, isRabiesTagAlt: false,
      isNeedVaccine: false, maxVaccineInterval: null, minVaccineKinds: null,
      isAntibodyAltToVaccine: false, maxAntibodyInterval: null, isMinAgeMonths: false, minAgeMonths: null,
    };
  }
  const isNeedRabies = random.chance(0.85);
  const isNeedVaccine = random.chance(0.7);
  const isAntibody = isNeedVaccine && random.chance(0.5);
  const isMinAge = random.chance(0.4);
  return {
    canEnterSmall: true,
    canEnterMedium: random.chance(0.8),
    canEnterLarge: random.chance(0.5),
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

const statusCycle: FacilityStatus[] = ['enabled', 'enabled', 'enabled', 'pending', 'disabled', 'enabled', 'closed', 'enabled', 'pending', 'enabled', 'disabled', 'enabled'];
const extraTags: Tag[][] = [
  [{ displayName: '駐車場あり', type: 'basic' }],
  [{ displayName: 'ペット専用メニュー', type: 'basic' }, { displayName: 'ドッグラン（一般利用可能）', type: 'dogRun' }],
  [{ displayName: 'マナーパンツ着用必須エリアあり', type: 'basic' }, { displayName: '大型犬OK' }],
  [{ displayName: 'ドッグラン（施設利用者限定）', type: 'dogRun' }, { displayName: '温泉' }],
];

function facilitiesFor(corporationId: string, corporationIndex: number, random: Random): FacilityRow[] {
  return statusCycle.map((status, index) => {
    const kind = kinds[(index + corporationIndex * 4) % kinds.length] as Kind;
    const place = places[(index * 4 + corporationIndex * 5) % places.length] as Place;
    const name = `${random.pick(kind.names)} ${place.area}`;
    const id = `fac-${corporationId.replace(/^corp-/, '')}-${String(index + 1).padStart(2, '0')}`;
    const activities: Activity[] = kind.activities.map((activityName, activityIndex) => {
      const isPetFriendly = !(activityIndex === 1 && random.chance(0.2));
      return {
        id: `${id}-act-${activityIndex + 1}`,
        syncStatus: 'synced',
        status: random.chance(0.85) ? 'enabled' : 'disabled',
        activityProps: {
          displayName: activityName,
          restrictionLevel: random.pick([0, 1, 1, 2, 3, 4, null] as const),
          isIndoor: activityName.includes('店内') || activityName.includes('屋内') || activityName.includes('館内') || activityName === '客室',
          isPetFriendly,
        },
        requirementProps: requirements(random, isPetFriendly),
        activityTags: random.chance(0.6) ? [{ displayName: random.pick(['ドッグラン', 'カフェ', 'テラス席', 'お散歩コース', 'しつけ']) }] : [],
      };
    });
    const imageCount = random.int(1, 3);
    const images = Array.from({ length: imageCount }, (_, imageIndex) => ({
      id: `${id}-img-${imageIndex + 1}`,
      url: svgImage(`${kind.category} ${imageIndex + 1}`, palette[(index + imageIndex) % palette.length] as string),
    }));
    const confirmed = status === 'enabled' ? random.chance(0.8) : status === 'disabled' && random.chance(0.5);
    const created = random.dateRelativeToToday(-540, -20);
    const hasDelivery = random.chance(0.3);
    return {
      id,
      corporationId,
      name,
      tel: `0${random.int(3, 99)}-${random.int(100, 999)}-${String(random.int(0, 9999)).padStart(4, '0')}`,
      url: random.chance(0.7) ? `https://example.jp/${id}` : '',
      catchphrase: kind.catchphrase,
      introduction: `${place.prefecture}${place.city}にある${kind.category}です。小型犬から大型犬まで、マナーを守って一緒にお過ごしいただけます。`,
      caution: '狂犬病予防注射と混合ワクチンの証明書をご提示ください。発情期の犬はご遠慮ください。',
      latitude: place.lat,
      longitude: place.lng,
      status,
      images,
      confirmedAt: confirmed ? toTokyoIso(new Date(created.getTime() + 3 * 86_400_000)) : null,
      confirmationReason: null,
      checkInUrl: checkInUrlFor(id),
      qrCodeId: `QR-${corporationIndex + 1}-${String(index + 1).padStart(3, '0')}`,
      memoForCheckIn: random.chance(0.5) ? '受付でワクチン証明書を確認してください。' : '',
      address: { postalCode: place.postalCode, prefecture: place.prefecture, address: `${place.city}${random.int(1, 9)}-${random.int(1, 30)}-${random.int(1, 20)}` },
      deliveryAddress: hasDelivery
        ? { postalCode: '150-0001', prefecture: '東京都', address: '渋谷区神宮前1-2-3 本社ビル5階', addressee: '施設管理部 ご担当者様' }
        : null,
      tags: [{ displayName: kind.category, type: 'category' }, ...(extraTags[index % extraTags.length] as Tag[])],
      activities,
      agreement:
        index % 5 === 1
          ? { fileUrl: null, fileName: '利用同意書.pdf', hasName: true, hasPhoneNumber: true, hasPostalCode: false, hasAddress: true, hasEmail: false, customFields: ['犬種', '緊急連絡先'] }
          : null,
      createdAt: toTokyoIso(created),
    };
  });
}

/** 12 facilities for each demo corporation: every status, some unconfirmed, varied rules and images. */
export const facilitiesSeeder: FeatureSeeder = {
  name: 'facilities',
  seed(server, { random }) {
    const corporations = (server.db as unknown as { corporations: { id: string }[] }).corporations;
    const rows = corporations.flatMap((corporation, index) => facilitiesFor(corporation.id, index, random));
    facilityTable(server).insert(rows);
  },
};
