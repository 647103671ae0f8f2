import { useEffect, useRef } from 'react';
import { useStore } from '@tanstack/react-form';
import { common } from '@/messages/common';
import { registeredFields } from './field-registry';
import { useFormContext } from './form-context';
import { ruleMessages } from './rule-messages';

type SummaryItem = { name: string; id: string | undefined; label: string; messages: string[] };

/** Fields in the order people read them: by their control's place on the page. */
function byPageOrder(a: SummaryItem, b: SummaryItem): number {
  const first = a.id ? document.getElementById(a.id) : null;
  const second = b.id ? document.getElementById(b.id) : null;
  if (!first || !second) return first ? -1 : second ? 1 : 0;
  return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

export function focusControl(element: HTMLElement | null): void {
  if (!element) return;
  element.focus();
  element.scrollIntoView?.({ block: 'center' });
}

/** After a rejected submit: what is still wrong, each error a link to its field, and focus on the first invalid field (a long form scrolls there). */
export function FormErrors() {
  const form = useFormContext();
  const ref = useRef<HTMLDivElement>(null);
  const handledAttempt = useRef(0);
  const snapshot = useStore(form.store, (state) =>
    JSON.stringify({
      attempts: state.submissionAttempts,
      settled: !state.isSubmitting && !state.isValidating,
      invalid: !state.isValid,
      fields: Object.entries(state.fieldMeta)
        .map(([name, meta]) => [name, ruleMessages((meta as { errors?: unknown[] } | undefined)?.errors ?? [])] as const)
        .filter(([, messages]) => messages.length > 0),
    }),
  );
  const { attempts, settled, invalid, fields } = JSON.parse(snapshot) as { attempts: number; settled: boolean; invalid: boolean; fields: [string, string[]][] };
  const show = attempts > 0 && invalid;

  useEffect(() => {
    if (!show || !settled || handledAttempt.current === attempts) return;
    handledAttempt.current = attempts;
    const root = ref.current?.closest('form') ?? ref.current?.parentElement;
    focusControl(root?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? ref.current);
  }, [show, settled, attempts]);

  if (!show) return null;
  const known = registeredFields(form);
  const items = fields
    .map(([name, messages]): SummaryItem => ({ name, id: known.get(name)?.id, label: known.get(name)?.label ?? '', messages }))
    .sort(byPageOrder);
  return (
    <div ref={ref} className="notice notice-danger form-error-summary" role="alert" tabIndex={-1}>
      <p>{common.formInvalid}</p>
      {items.length ? (
        <ul>
          {items.map((item) => (
            <li key={item.name}>
              {item.id ? (
                <a
                  href={`#${item.id}`}
                  onClick={(event) => {
                    event.preventDefault();
                    focusControl(document.getElementById(item.id!));
                  }}
                >
                  {item.label ? common.formKit.summaryLink(item.label, item.messages.join(' ')) : item.messages.join(' ')}
                </a>
              ) : (
                item.messages.join(' ')
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
