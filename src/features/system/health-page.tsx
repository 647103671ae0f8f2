import { ja } from '@/messages/ja';

export default function HealthPage() {
  return (
    <section className="error-view" aria-labelledby="health-heading">
      <h1 id="health-heading">{ja.health.heading}</h1>
      <p data-health="ok">{ja.health.ok}</p>
    </section>
  );
}
