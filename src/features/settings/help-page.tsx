import { config } from '@/config';
import { settingsMessages } from '@/messages/settings';
import { contactHref } from './contact';
import './settings.css';

const m = settingsMessages.help;

/** /settings/help (ヘルプ, always shown): a few answers, the full FAQ (the footer's link) and the contact form. */
export default function HelpPage() {
  return (
    <>
      <section className="card faq" aria-labelledby="help-faq">
        <h2 id="help-faq" className="section-heading">
          {m.faqHeading}
        </h2>
        {m.faqs.map((faq) => (
          <details key={faq.q}>
            <summary>{faq.q}</summary>
            <p>{faq.a}</p>
          </details>
        ))}
        <p>
          <a href={config.links.faq} target="_blank" rel="noopener noreferrer">
            {m.faqMore}
            <span className="visually-hidden">{m.newTab}</span>
          </a>
        </p>
      </section>
      <section className="card" aria-labelledby="help-contact">
        <h2 id="help-contact" className="section-heading">
          {m.contactHeading}
        </h2>
        <p>{m.contactBody}</p>
        <p>
          <a href={contactHref()} target="_blank" rel="noopener noreferrer" className="button button-secondary">
            {m.contactLink}
            <span className="visually-hidden">{m.newTab}</span>
          </a>
        </p>
      </section>
    </>
  );
}
