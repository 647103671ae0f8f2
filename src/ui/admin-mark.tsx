import { shellMessages } from '@/messages/shell';
import { useIsAdmin } from '@/session/session-context';

/** The '＊' shown to admins next to admin-only features; a click explains it. */
export function AdminMark() {
  const isAdmin = useIsAdmin();
  if (!isAdmin) return null;
  return (
    <button
      type="button"
      className="admin-mark"
      aria-label={shellMessages.adminMarkLabel}
      title={shellMessages.adminMarkLabel}
      onClick={() => window.alert(shellMessages.adminOnlyAlert)}
    >
      {shellMessages.adminMark}
    </button>
  );
}
