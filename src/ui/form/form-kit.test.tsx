import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type } from 'arktype';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { charCount } from '@/lib/text';
import { common } from '@/messages/common';
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

describe('the form kit after a rejected submit', () => {
  it('focuses the first invalid field on the page and lists every error as a link to its field', async () => {
    const { user, onSave, input } = setup();
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(input('施設名')).toHaveFocus());
    const summary = screen.getByText(common.formInvalid).closest('.form-error-summary') as HTMLElement;
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
    expect(within(screen.getByText(common.formInvalid).closest('.form-error-summary') as HTMLElement).getAllByRole('link')).toHaveLength(1);
  });
});

describe('the form kit field states', () => {
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

describe('the form kit never shows library text', () => {
  it('shows the Japanese fallback where the schema gave no message of ours', async () => {
    const { user, input } = setup();
    await user.clear(input('人数'));
    await user.type(input('人数'), 'abc');
    await user.tab();
    expect(await screen.findByText(common.formKit.fieldInvalid)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/must be|was "/);
  });
});

describe('one definition of a character in every counter', () => {
  function CounterForm({ value, max }: { value: string; max: number }) {
    const form = useAppForm({ defaultValues: { text: value } });
    return <form.AppField name="text">{(field) => <field.TextAreaField label="キャッチコピー" maxLength={max} />}</form.AppField>;
  }
  const pieces = ['a', 'あ', '🐶', '👨‍👩‍👧‍👦', '👍🏽', 'e\u0301', '\u200B', '\uFEFF', '\u3099', '𠮷', ' '];
  const text = fc.array(fc.constantFrom(...pieces), { maxLength: 30 }).map((parts) => parts.join(''));

  it('counts code points, as the rules and the fake server do', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 1, max: 40 }), (value, max) => {
        const view = render(<CounterForm value={value} max={max} />);
        const remaining = max - charCount(value);
        const shown = view.container.querySelector('.counter')?.textContent;
        view.unmount();
        return shown === (remaining >= 0 ? `残り${remaining}文字` : `${-remaining}文字超えています`);
      }),
      { numRuns: 60 },
    );
    const view = render(<CounterForm value={'🐶'.repeat(200)} max={200} />);
    expect(view.container.querySelector('.counter')).toHaveTextContent('残り0文字');
  });
});
