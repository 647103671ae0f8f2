import { screens } from '@/messages/screens';

export default function MaintenancePage() {
  return (
    <section className="error-view" aria-labelledby="maintenance-heading">
      <h1 id="maintenance-heading">{screens.maintenance.heading}</h1>
      <p>{screens.maintenance.body}</p>
    </section>
  );
}
