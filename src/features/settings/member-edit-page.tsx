import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearch } from 'wouter';
import { MEMBER_DISPLAY_NAME_MAX, memberMutations, type Member } from '@/api/members';
import { queryOf } from '@/api/queries';
import { useCorporationId } from '@/session/session-context';
import { normalizeEmail } from '@/lib/text';
import { ja } from '@/messages/ja';
import { settingsMessages } from '@/messages/settings';
import { paths } from '@/paths';
import { submitProps, useAppForm } from '@/ui/form/form-kit';
import { useFormDraft } from '@/ui/form/use-draft';
import { QueryState, RecordNotFound } from '@/ui/query-state';
import { useLoader } from '@/ui/use-loader';
import { usePageTitle } from '@/ui/page-title';
import { useAppMutation } from '@/ui/use-app-mutation';
import { emailTaken, emptyMember, memberSchema, toMemberChange, type MemberValues } from './member-form';
import { MemberStatusBadge, RemoveMemberDialog } from './member-parts';
import { membersLoader } from './loaders';
import './settings.css';

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

function MemberForm({ cid, members, member, onDone }: { cid: string; members: Member[]; member: Member | undefined; onDone: () => void }) {
  const [removing, setRemoving] = useState(false);
  const isNew = member === undefined;
  const save = useAppMutation(memberMutations.change(cid), { success: isNew ? m.added : m.saved });
  const remove = useAppMutation(memberMutations.change(cid), { success: labels.removed });
  const [defaultValues] = useState<MemberValues>(() =>
    member ? { email: member.email, displayName: member.displayName, couponAbility: member.couponAbility, ticketAbility: member.ticketAbility } : emptyMember,
  );
  // A new member may not take an e-mail already registered; an existing one keeps its own.
  const emails = members.map((other) => other.email);
  const taken = ({ value }: { value: string }) => (isNew ? emailTaken(value, emails) : undefined);
  const form = useAppForm({
    defaultValues,
    validators: { onChange: memberSchema, onSubmit: memberSchema },
    onSubmit: async ({ value }) => {
      await save.mutateAsync(toMemberChange(isNew ? 'add' : 'update', value));
      saved();
    },
  });
  const draft = useFormDraft(form, ['member', member?.id ?? 'new']);
  const saved = () => {
    draft.done();
    onDone();
  };

  // mutateAsync, not mutate's callbacks: the answered list may unmount this form before those would run.
  const confirmRemove = () => {
    if (!member) return;
    remove.mutateAsync({ action: 'remove', email: member.email }).then(saved, () => undefined);
  };

  return (
    <form
      className="card settings-form"
      // The page title (h1) says what this form does: サブアカウントを追加 / サブアカウントの編集.
      aria-label={isNew ? m.addHeading : m.editHeading}
      {...submitProps(form)}
    >
      {draft.offer}
      {isNew ? (
        <form.AppField name="email" validators={{ onChange: taken, onSubmit: taken }}>
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
        <p className="fine-print settings-hint">{m.abilitiesHint}</p>
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
        <RemoveMemberDialog open={removing} email={member.email} busy={remove.isPending} onConfirm={confirmRemove} onCancel={() => setRemoving(false)} />
      ) : null}
    </form>
  );
}

/** /settings/members/edit (canEditMembers): adds a sub-account, or edits the one of ?email= (or ?id=). */
export default function MemberEditPage() {
  const cid = useCorporationId();
  const query = new URLSearchParams(useSearch());
  const members = useQuery(queryOf(useLoader(membersLoader).members));
  const [, navigate] = useLocation();
  // Saved or removed: the form goes first (releasing its unsaved-changes guard), then the list opens.
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (done) navigate(paths.settingsMembers);
  }, [done, navigate]);
  // One path, two uses: the page is titled as its form (サブアカウントを追加 / サブアカウントの編集).
  usePageTitle(query.has('email') || query.has('id') ? m.editHeading : m.addHeading);
  if (done) return null;
  return (
    <QueryState query={members}>
      {(list) => {
        const member = selectMember(list, query);
        // Members come from the list (the API has no GET of one): an unknown one gets the 404 state of other detail screens.
        if (member === null) return <RecordNotFound back={{ href: paths.settingsMembers, label: ja.titles.settingsMembers }} message={m.notFound} />;
        return <MemberForm key={member?.id ?? 'new'} cid={cid} members={list} member={member} onDone={() => setDone(true)} />;
      }}
    </QueryState>
  );
}
