import { useState } from 'react';
import { Link } from 'wouter';
import { changeMembers, listMembers, type Member } from '@/api/members';
import { useCorporationId } from '@/session/session-context';
import { formatDateSlash } from '@/lib/dates';
import { settingsMessages } from '@/messages/settings';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { DataState } from '@/ui/data-state';
import { withLoading } from '@/ui/loading/with-loading';
import { useResource, type Resource } from '@/ui/use-resource';
import { memberEditHref } from './member-form';
import { MemberAbilities, MemberStatusBadge } from './member-parts';
import './settings.css';

const m = settingsMessages.members;

function MemberTable({ members, onRemove }: { members: Member[]; onRemove: (member: Member) => void }) {
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{m.email}</th>
            <th scope="col">{m.displayName}</th>
            <th scope="col">{m.abilities}</th>
            <th scope="col">{m.status}</th>
            <th scope="col">{m.createdAt}</th>
            <th scope="col">{m.actions}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id}>
              <td>{member.email}</td>
              <td className="members-name">{member.displayName || '―'}</td>
              <td>
                <MemberAbilities member={member} />
              </td>
              <td>
                <MemberStatusBadge status={member.status} />
              </td>
              <td>{formatDateSlash(member.createdAt)}</td>
              <td className="members-actions">
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
        </tbody>
      </table>
    </div>
  );
}

/** /settings/members (canEditMembers): the sub-accounts, with remove; add and edit on the edit page. */
export default function MembersPage() {
  const cid = useCorporationId();
  const resource = useResource(`members:${cid}`, () => listMembers(cid));
  // The POST answers the list after the change: show it without another call.
  const [updated, setUpdated] = useState<Member[]>();
  const [removing, setRemoving] = useState<Member>();
  const [busy, setBusy] = useState(false);
  const shown: Resource<Member[]> = updated
    ? {  status: 'success', data: updated, error: undefined, reload: () => {
          setUpdated(undefined);
          resource.reload();
        } }
    : resource;

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      setUpdated(await withLoading(() => changeMembers(cid, { action: 'remove', email: removing.email }), { success: m.removed }));
      setRemoving(undefined);
    } catch {
      // withLoading told the user; the dialog stays open to retry or cancel.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p className="settings-lead">{m.lead}</p>
      <div className="members-toolbar">
        <p aria-live="polite">{shown.data ? m.count(shown.data.length) : null}</p>
        <Link href={memberEditHref()} className="button">
          {m.add}
        </Link>
      </div>
      <DataState resource={shown} isEmpty={(members) => members.length === 0} empty={m.empty}>
        {(members) => <MemberTable members={members} onRemove={setRemoving} />}
      </DataState>
      <ConfirmDialog
        open={removing !== undefined}
        title={m.removeTitle}
        confirmLabel={m.removeConfirm}
        danger
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(undefined)}
      >
        <p>{removing ? m.removeBody(removing.email) : null}</p>
      </ConfirmDialog>
    </>
  );
}
