/** The honorific after an owner's name (SPEC §3 "Owner label"). */
export const OWNER_HONORIFIC = 'さん';
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

/**
 * 'ハナママ（東京都）さん': nickname, optional prefecture in full-width parentheses, honorific.
 * A dash when there is no owner object, or when the owner has no nickname to call them by.
 *
 * @example ownerLabel({ owner: { nickname: 'ハナママ', prefecture: '東京都' } }) // 'ハナママ（東京都）さん'
 */
export function ownerLabel(source: OwnerSource | null | undefined): string {
  const owner = ownerOf(source);
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const nickname = text(owner?.nickname);
  if (!owner || !nickname) return NO_OWNER;
  const prefecture = text(owner.prefecture);
  return `${nickname}${prefecture ? `（${prefecture}）` : ''}${OWNER_HONORIFIC}`;
}
