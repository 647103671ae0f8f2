import { ja } from '@/messages/ja';
import { useIsAdmin } from '@/session/session-context';

/** The '＊' shown to admins next to admin-only features; a click explains it (SPEC §2). */
export function AdminMark() {
  const isAdmin = useIsAdmin();
  if (!isAdmin) return null;
  return (
    <button type="button" className="admin-mark" aria-label={ja.adminMarkLabel} title={ja.adminMarkLabel} onClick={() => window.alert(ja.adminOnlyAlert)}>
      {ja.adminMark}
    </button>
  );
}
