import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { demoControls, type DemoMail } from '@/lib/demo-controls';
import { demoMessages } from '@/messages/demo';
import './demo-outbox.css';

const t = demoMessages.outbox;

/**
 * The mail the demo "sent" to `to` (the mail-link sign-in): no mail leaves the browser, so the
 * demo shows it under the 「送信しました」 notice, with its clickable sign-in link. Nothing
 * outside the demo (no demo controls).
 */
export function DemoOutbox({ to }: { to: string }) {
  const [mails, setMails] = useState<DemoMail[]>();
  useEffect(() => {
    let live = true;
    void demoControls()?.then((controls) => live && setMails(controls.sentMails()));
    return () => {
      live = false;
    };
  }, [to]);
  if (!mails) return null;
  const mail = mails.find((candidate) => candidate.to.toLowerCase() === to.toLowerCase());
  return (
    <section className="demo-outbox" aria-labelledby="demo-outbox-heading">
      <h3 id="demo-outbox-heading">{t.heading}</h3>
      <p className="demo-hint">{t.note}</p>
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
            <span className="demo-hint"> （{mail.link}）</span>
          </p>
        </>
      ) : (
        <p>{t.empty}</p>
      )}
    </section>
  );
}
