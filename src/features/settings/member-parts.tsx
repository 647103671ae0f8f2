import type { Member } from '@/api/members';
import { settingsMessages } from '@/messages/settings';
import { Badge } from '@/ui/badge';

const m = settingsMessages.members;

export function MemberAbilities({ member }: { member: Pick<Member, 'couponAbility' | 'ticketAbility'> }) {
  if (!member.couponAbility && !member.ticketAbility) return <span className="badge">{m.noAbility}</span>;
  return (
    <span className="members-abilities">
      {member.couponAbility ? <Badge tone="info">{m.couponAbility}</Badge> : null}
      {member.ticketAbility ? <Badge tone="info">{m.ticketAbility}</Badge> : null}
    </span>
  );
}

export function MemberStatusBadge({ status }: { status: Member['status'] }) {
  return <Badge tone={status === 'active' ? 'success' : 'warning'}>{m.statusLabels[status]}</Badge>;
}
