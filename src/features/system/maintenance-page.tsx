import { ja } from '@/messages/ja';

export default function MaintenancePage() {
  return (
    <section className="error-view" aria-labelledby="maintenance-heading">
      <h1 id="maintenance-heading">{ja.maintenance.heading}</h1>
      <p>{ja.maintenance.body}</p>
    </section>
  );
}
