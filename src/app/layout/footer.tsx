import { config } from '@/config';
import { ja } from '@/messages/ja';

const LINKS = [
  { label: ja.footer.company, href: config.links.company },
  { label: ja.footer.terms, href: config.links.terms },
  { label: ja.footer.privacy, href: config.links.privacy },
  { label: ja.footer.faq, href: config.links.faq },
];

export function Footer() {
  return (
    <footer className="footer">
      <ul>
        {LINKS.map((link) => (
          <li key={link.label}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <p>{ja.footer.copyright}</p>
      {config.chatEmbedUrl ? <div className="chat-spacer" data-testid="chat-spacer" /> : null}
    </footer>
  );
}
