import { Link } from 'wouter';
import { demoControls } from '@/lib/demo-controls';
import { demoMessages } from '@/messages/demo';
import './demo-outbox.css';

const t = demoMessages.outbox;

/** The mail the demo "sent" to `to`: no mail leaves the browser, so it shows here, with its clickable sign-in link. */
export function DemoOutbox({ to }: { to: string }) {
  // Rendered once the mail request has been answered, and every answer brings the mails along.
  const mails = demoControls()?.sentMails();
  if (!mails) return null;
  const mail = mails.find((candidate) => candidate.to.toLowerCase() === to.toLowerCase());
  return (
    <section className="demo-outbox" aria-labelledby="demo-outbox-heading">
      <h3 id="demo-outbox-heading">{t.heading}</h3>
      <p className="fine-print demo-hint">{t.note}</p>
      {mail ? (
        <>
          <dl>
            <dt>{t.from}</dt>
            <dd>{mail.from}</dd>
            <dt>{t.to}</dt>
            <dd>{mail.to}</dd>
            <dt>{t.subject}</dt>
            <dd>{mail.subject}</dd>
          </dl>
          <p>
            <Link href={mail.link}>{t.link}</Link>
            <span className="fine-print demo-hint"> （{mail.link}）</span>
          </p>
        </>
      ) : (
        <p>{t.empty}</p>
      )}
    </section>
  );
}
