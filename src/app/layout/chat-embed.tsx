import { useState } from 'react';
import { screens } from '@/messages/screens';

/**
 * The small chat embed (VITE_CHAT_EMBED_URL, docs/decisions.md "Chat embed"): a button in the
 * corner; the provider's page loads only when it is first opened, in a sandboxed iframe (scripts
 * and forms for the chat, nothing that can reach this page), and stays loaded while hidden so a
 * conversation survives closing the panel. The footer keeps a spacer so the button never covers it.
 */
export function ChatEmbed({ url }: { url: string }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <div className="chat-embed">
      {requested ? (
        <iframe
          className="chat-frame"
          src={url}
          title={screens.chat.frameTitle}
          hidden={!open}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : null}
      <button
        type="button"
        className="button chat-toggle"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen((was) => !was);
        }}
      >
        {open ? screens.chat.close : screens.chat.open}
      </button>
    </div>
  );
}
