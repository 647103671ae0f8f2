/** The honorific after an owner's name (docs/product.md "Records and their fields"). */
export const OWNER_HONORIFIC = '様';
/** What a check-in without an owner shows. */
export const NO_OWNER = '-';

export type OwnerLike = { nickname?: string | null; prefecture?: string | null };
export type OwnerSource = { owner?: OwnerLike | null; detail?: { owner?: OwnerLike | null } | null };

/** The owner of a check-in or of its detail: directly on it, or nested in its `detail` object. */
export function ownerOf(source: OwnerSource | null | undefined): OwnerLike | undefined {
  const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
  if (!isObject(source)) return undefined;
  if (isObject(source.owner)) return source.owner;
  return isObject(source.detail) && isObject(source.detail.owner) ? source.detail.owner : undefined;
}

/** The one owner label of every screen and CSV: 'ハナママ（東京都）様'; a dash without an owner or a nickname to call them by. */
export function formatOwner(owner: OwnerLike | null | undefined): string {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const nickname = text(owner?.nickname);
  if (!owner || !nickname) return NO_OWNER;
  const prefecture = text(owner.prefecture);
  return `${nickname}${prefecture ? `（${prefecture}）` : ''}${OWNER_HONORIFIC}`;
}

/** The label of the owner of a check-in (or of its detail): `formatOwner` of `ownerOf`. */
export const ownerLabel = (source: OwnerSource | null | undefined): string => formatOwner(ownerOf(source));
