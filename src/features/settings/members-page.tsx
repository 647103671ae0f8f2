import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { memberMutations, type Member } from '@/api/members';
import { queryOf } from '@/api/queries';
import { useCorporationId } from '@/session/session-context';
import { formatDateSlash } from '@/lib/dates';
import { settingsMessages } from '@/messages/settings';
import { QueryState } from '@/ui/query-state';
import { useLoader } from '@/ui/use-loader';
import { useAppMutation } from '@/ui/use-app-mutation';
import { DataTable } from '@/ui/data-table';
import { memberEditHref } from './member-form';
import { MemberAbilities, MemberStatusBadge, RemoveMemberDialog } from './member-parts';
import { membersLoader } from './loaders';
import './settings.css';

const m = settingsMessages.members;

function MemberTable({ members, onRemove }: { members: Member[]; onRemove: (member: Member) => void }) {
  return (
    <DataTable
      caption={m.caption}
      columns={[{ label: m.email }, { label: m.displayName }, { label: m.abilities }, { label: m.status }, { label: m.createdAt }, { label: m.actions }]}
    >
      {members.map((member) => (
        <tr key={member.id}>
          <td>{member.email}</td>
          <td className="nowrap">{member.displayName || '―'}</td>
          <td>
            <MemberAbilities member={member} />
          </td>
          <td>
            <MemberStatusBadge status={member.status} />
          </td>
          <td>{formatDateSlash(member.createdAt)}</td>
          <td className="nowrap members-actions">
            <span className="actions">
              <Link href={memberEditHref(member.email)} className="button button-small button-secondary" aria-label={`${member.email} を${m.edit}`}>
                {m.edit}
              </Link>
              <button type="button" className="button button-small button-danger" aria-label={`${member.email} を${m.remove}`} onClick={() => onRemove(member)}>
                {m.remove}
              </button>
            </span>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** /settings/members (canEditMembers): the sub-accounts, with remove; add and edit on the edit page. */
export default function MembersPage() {
  const cid = useCorporationId();
  const members = useQuery(queryOf(useLoader(membersLoader).members));
  // The POST answers the list after the change, which replaces the cached list (memberMutations).
  const remove = useAppMutation(memberMutations.change(cid), { success: m.removed });
  const [removing, setRemoving] = useState<Member>();

  const close = () => setRemoving(undefined);
  const confirm = () => {
    if (removing) remove.mutate({ action: 'remove', email: removing.email }, { onSuccess: close });
  };

  return (
    <>
      <p className="lead settings-lead">{m.lead}</p>
      <div className="actions members-toolbar">
        <p aria-live="polite">{members.data ? m.count(members.data.length) : null}</p>
        <Link href={memberEditHref()} className="button">
          {m.add}
        </Link>
      </div>
      <QueryState query={members} isEmpty={(list) => list.length === 0} empty={m.empty}>
        {(list) => <MemberTable members={list} onRemove={setRemoving} />}
      </QueryState>
      <RemoveMemberDialog open={removing !== undefined} email={removing?.email} busy={remove.isPending} onConfirm={confirm} onCancel={close} />
    </>
  );
}
