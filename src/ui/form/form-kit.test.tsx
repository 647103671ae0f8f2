import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type } from 'arktype';
import { describe, expect, it, vi } from 'vitest';
import { ja } from '@/messages/ja';
import { useAppForm } from './form-kit';

const required = (label: string) => type('string').narrow((value, ctx) => value.trim() !== '' || ctx.reject({ message: `${label}を入力してください。` }));
const schema = type({ name: required('施設名'), tel: type('string'), memo: required('メモ'), count: 'string.integer.parse' });

function DemoForm({ onSave }: { onSave: (value: unknown) => void }) {
  const form = useAppForm({
    defaultValues: { name: '', tel: '', memo: '', count: '1' },
    validators: { onChange: schema },
    onSubmit: ({ value }) => onSave(value),
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.AppField name="name">{(field) => <field.TextField label="施設名" required />}</form.AppField>
      <form.AppField name="tel">{(field) => <field.TextField label="電話番号" />}</form.AppField>
      <form.AppField name="memo">{(field) => <field.TextAreaField label="メモ" required />}</form.AppField>
      <form.AppField name="count">{(field) => <field.TextField label="人数" />}</form.AppField>
      <form.AppForm>
        <form.FormErrors />
        <form.SubmitButton label="保存" />
      </form.AppForm>
    </form>
  );
}

const setup = () => {
  const onSave = vi.fn();
  const user = userEvent.setup();
  render(<DemoForm onSave={onSave} />);
  return { user, onSave, input: (label: string) => screen.getByLabelText(label, { exact: false }) };
};

describe('the form kit after a rejected submit (issue 17 item 2)', () => {
  it('focuses the first invalid field on the page and lists every error as a link to its field', async () => {
    const { user, onSave, input } = setup();
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(input('施設名')).toHaveFocus());
    const summary = screen.getByText(ja.formInvalid).closest('.form-error-summary') as HTMLElement;
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['施設名：施設名を入力してください。', 'メモ：メモを入力してください。']);
    await user.click(links[1]!);
    expect(input('メモ')).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('moves on to the next invalid field once the first is fixed', async () => {
    const { user, input } = setup();
    await user.type(input('施設名'), 'わんカフェ');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(input('メモ')).toHaveFocus());
    expect(within(screen.getByText(ja.formInvalid).closest('.form-error-summary') as HTMLElement).getAllByRole('link')).toHaveLength(1);
  });
});

describe('the form kit field states (SPEC §5, issue 14 item 7)', () => {
  it('gives invalid, valid and dirty fields their own state', async () => {
    const { user, input } = setup();
    expect(input('施設名')).not.toHaveAttribute('data-valid');
    await user.type(input('施設名'), 'わん');
    expect(input('施設名')).toHaveAttribute('data-valid', 'true');
    expect(input('施設名')).toHaveAttribute('data-dirty', 'true');
    expect(input('施設名')).not.toHaveAttribute('aria-invalid');
    await user.clear(input('施設名'));
    expect(input('施設名')).toHaveAttribute('aria-invalid', 'true');
    expect(input('施設名')).not.toHaveAttribute('data-valid');
    expect(input('電話番号')).not.toHaveAttribute('data-dirty');
  });
});

describe('the form kit never shows library text (issue 18 item 3)', () => {
  it('shows the Japanese fallback where the schema gave no message of ours', async () => {
    const { user, input } = setup();
    await user.clear(input('人数'));
    await user.type(input('人数'), 'abc');
    await user.tab();
    expect(await screen.findByText(ja.formKit.fieldInvalid)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/must be|was "/);
  });
});
