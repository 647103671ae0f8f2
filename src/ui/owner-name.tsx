import { formatOwner, type OwnerLike } from '@/lib/owner-label';

/** An owner label in a table cell, which may break only between the nickname and its （都道府県）様 (a narrow column never leaves 様 alone). */
export function OwnerName({ owner }: { owner: OwnerLike | null | undefined }) {
  const label = formatOwner(owner);
  const at = label.lastIndexOf('（');
  if (at <= 0) return <span className="owner-part">{label}</span>;
  return (
    <>
      <span className="owner-part">{label.slice(0, at)}</span>
      <wbr />
      <span className="owner-part">{label.slice(at)}</span>
    </>
  );
}
