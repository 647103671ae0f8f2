import { config } from '@/config';
import { safeHref } from '@/lib/safe-url';
import { shellMessages } from '@/messages/shell';
import { ChatEmbed } from './chat-embed';

const LINKS = (['company', 'terms', 'privacy', 'faq'] as const).map((key) => ({ label: shellMessages.footer[key], href: config.links[key] }));

/** Only an http(s) address is ever framed. */
const chatUrl = safeHref(config.chatEmbedUrl);

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
      <p>{shellMessages.footer.copyright}</p>
      {/* The spacer appears only with a chat embed, so its button never covers the links above. */}
      {chatUrl ? (
        <>
          <div className="chat-spacer" data-testid="chat-spacer" />
          <ChatEmbed url={chatUrl} />
        </>
      ) : null}
    </footer>
  );
}
