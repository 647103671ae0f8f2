import { common } from '@/messages/common';

/** A screen owned by a later issue: its route, guard, breadcrumb and title are already real. */
export function Placeholder() {
  return <p className="notice">{common.placeholder}</p>;
}
