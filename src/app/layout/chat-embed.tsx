import { useState } from 'react';
import { screens } from '@/messages/screens';

/** The chat embed (docs/decisions.md "Chat embed"): loaded on first opening in a sandboxed iframe, kept while hidden so a conversation survives. */
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
