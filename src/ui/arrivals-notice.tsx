import { Link } from 'wouter';
import { common } from '@/messages/common';
import './arrivals-notice.css';

type Props = {
  /** Check-ins that came with a refresh and are not on screen yet. */
  count: number;
  /** Shows them in place (the list) … */
  onShow?: () => void;
  /** … or opens the screen that lists them (the top page). */
  showHref?: string;
};

/**
 * 「新しいチェックインが2件あります」 with a button that shows them, floating over the page so its coming moves nothing and takes no focus.
 * Its text is a polite live region always in the page (empty at zero): heard once per refresh that brings more.
 */
export function ArrivalsNotice({ count, onShow, showHref }: Props) {
  const shown = count > 0;
  return (
    <div className={shown ? 'arrivals-notice is-shown' : 'arrivals-notice'}>
      <p role="status" className="arrivals-notice-text">
        {shown ? common.arrivals.notice(count) : ''}
      </p>
      {!shown ? null : showHref !== undefined ? (
        <Link href={showHref} className="button button-small" onClick={onShow}>
          {common.arrivals.show}
        </Link>
      ) : (
        <button type="button" className="button button-small" onClick={onShow}>
          {common.arrivals.show}
        </button>
      )}
    </div>
  );
}
