import { screens } from '@/messages/screens';

export default function HealthPage() {
  return (
    <section className="error-view" aria-labelledby="health-heading">
      <h1 id="health-heading">{screens.health.heading}</h1>
      <p data-health="ok">{screens.health.ok}</p>
    </section>
  );
}
