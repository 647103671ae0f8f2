import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@tanstack/react-form';
import { Link, useLocation, useSearch } from 'wouter';
import { changeMembers, listMembers, MEMBER_DISPLAY_NAME_MAX, type Member } from '@/api/members';
import { useCorporationId } from '@/session/session-context';
import { normalizeEmail } from '@/lib/text';
import { settingsMessages } from '@/messages/settings';
import { paths } from '@/paths';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { DataState } from '@/ui/data-state';
import { useAppForm } from '@/ui/form/form-kit';
import { withLoading } from '@/ui/loading/with-loading';
import { useUnsavedChanges } from '@/ui/navigation-guard';
import { useResource } from '@/ui/use-resource';
import { emptyMember, memberSchema, toMemberChange, type MemberValues } from './member-form';
import { MemberStatusBadge } from './member-parts';
import './settings.css';
import { failureMessage } from '@/ui/failure-notice';

const m = settingsMessages.memberEdit;
const labels = settingsMessages.members;

/** The member the query names (?email= or ?id=), undefined for a new one, null when it does not exist. */
function selectMember(members: Member[], query: URLSearchParams): Member | null | undefined {
  const email = query.get('email');
  const id = query.get('id');
  if (email) return members.find((member) => member.email === normalizeEmail(email)) ?? null;
  if (id) return members.find((member) => member.id === id) ?? null;
  return undefined;
}

function MemberForm({ cid, members, member }: { cid: string; members: Member[]; member: Member | undefined }) {
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState<string>();
  const [removing, setRemoving] = useState(false);
  const [busy, setBusy] = useState(false);
  const isNew = member === undefined;
  const [defaultValues] = useState<MemberValues>(() =>
    member ? { email: member.email, displayName: member.displayName, couponAbility: member.couponAbility, ticketAbility: member.ticketAbility } : emptyMember,
  );
  // A new member may not take an e-mail already registered; an existing one keeps its own.
  const schema = useMemo(() => memberSchema(isNew ? members.map((other) => other.email) : []), [isNew, members]);
  const form = useAppForm({
    defaultValues,
    validators: { onChange: schema },
    onSubmit: async ({ value }) => {
      setFailure(undefined);
      try {
        await withLoading(() => changeMembers(cid, toMemberChange(isNew ? 'add' : 'update', value)), { success: isNew ? m.added : m.saved });
        setDone('saved');
      } catch (error) {
        setFailure(failureMessage(error));
      }
    },
  });
  const dirty = useStore(form.store, (state) => state.isDirty && !state.isDefaultValue);
  useUnsavedChanges(dirty && !done);
  // Navigate once the unsaved-changes guard is released (after the render that set `done`).
  useEffect(() => {
    if (done) navigate(paths.settingsMembers);
  }, [done, navigate]);

  const remove = async () => {
    if (!member) return;
    setBusy(true);
    try {
      await withLoading(() => changeMembers(cid, { action: 'remove', email: member.email }), { success: labels.removed });
      setRemoving(false);
      setDone('removed');
    } catch {
      // withLoading told the user; the dialog stays open.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="card settings-form"
      noValidate
      aria-label={isNew ? m.addHeading : m.editHeading}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <h2>{isNew ? m.addHeading : m.editHeading}</h2>
      {failure ? (
        <p className="notice notice-danger" role="alert">
          {failure}
        </p>
      ) : null}
      {isNew ? (
        <form.AppField name="email">
          {(field) => <field.TextField label={labels.email} type="email" inputMode="email" autoComplete="off" required hint={m.emailHint} />}
        </form.AppField>
      ) : (
        <div className="field">
          <span className="label">{labels.email}</span>
          <p className="settings-readonly">
            {member.email} <MemberStatusBadge status={member.status} />
          </p>
          <span className="hint">{m.emailFixed}</span>
        </div>
      )}
      <form.AppField name="displayName">
        {(field) => <field.TextField label={labels.displayName} hint={m.displayNameHint} maxLength={MEMBER_DISPLAY_NAME_MAX} autoComplete="off" />}
      </form.AppField>
      <fieldset>
        <legend>{m.abilitiesLegend}</legend>
        <p className="settings-hint">{m.abilitiesHint}</p>
        <form.AppField name="couponAbility">{(field) => <field.CheckboxField label={m.couponAbility} />}</form.AppField>
        <form.AppField name="ticketAbility">{(field) => <field.CheckboxField label={m.ticketAbility} />}</form.AppField>
      </fieldset>
      <form.AppForm>
        <form.FormErrors />
        <div className="actions">
          <form.SubmitButton label={isNew ? m.submitAdd : m.submitEdit} />
          <Link href={paths.settingsMembers} className="button button-secondary">
            {m.back}
          </Link>
          {member ? (
            <button type="button" className="button button-danger" onClick={() => setRemoving(true)}>
              {labels.remove}
            </button>
          ) : null}
        </div>
      </form.AppForm>
      {member ? (
        <ConfirmDialog
          open={removing}
          title={labels.removeTitle}
          confirmLabel={labels.removeConfirm}
          danger
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setRemoving(false)}
        >
          <p>{labels.removeBody(member.email)}</p>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}

/** /settings/members/edit (canEditMembers): adds a sub-account, or edits the one of ?email= (or ?id=). */
export default function MemberEditPage() {
  const cid = useCorporationId();
  const search = useSearch();
  const query = useMemo(() => new URLSearchParams(search), [search]);
  const resource = useResource(`members:${cid}`, () => listMembers(cid));
  return (
    <DataState resource={resource}>
      {(members) => {
        const member = selectMember(members, query);
        if (member === null) {
          return (
            <div className="notice notice-warning" role="alert">
              <p>{m.notFound}</p>
              <p>
                <Link href={paths.settingsMembers}>{m.back}</Link>
              </p>
            </div>
          );
        }
        return <MemberForm key={member?.id ?? 'new'} cid={cid} members={members} member={member} />;
      }}
    </DataState>
  );
}
