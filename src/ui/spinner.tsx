import { ja } from '@/messages/ja';
import { useGlobalLoading } from './loading/loading-store';

export function Spinner({ label = ja.loading }: { label?: string }) {
  return (
    <div className="spinner-inline" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export function GlobalSpinner() {
  const loading = useGlobalLoading();
  if (!loading) return null;
  return (
    <div className="spinner-overlay" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{ja.loading}</span>
    </div>
  );
}
