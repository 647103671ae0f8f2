import type { Member } from '@/api/members';
import { settingsMessages } from '@/messages/settings';
import { Badge } from '@/ui/badge';
import { ConfirmDialog } from '@/ui/confirm-dialog';

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

type RemoveProps = { email?: string; open: boolean; busy: boolean; onConfirm: () => void; onCancel: () => void };

/** Asks before a sub-account is removed; a failure is toasted once and the dialog stays open to retry or cancel. */
export function RemoveMemberDialog({ email, open, busy, onConfirm, onCancel }: RemoveProps) {
  return (
    <ConfirmDialog open={open} title={m.removeTitle} confirmLabel={m.removeConfirm} danger busy={busy} onConfirm={onConfirm} onCancel={onCancel}>
      <p>{email ? m.removeBody(email) : null}</p>
    </ConfirmDialog>
  );
}
