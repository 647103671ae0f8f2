import { useEffect } from 'react';
import { common } from '@/messages/common';

/** The count a screen put in front of the browser title, if any: `(2) `. */
const COUNT_PREFIX = /^\([\d,]+\) /;

/**
 * Puts `count` in front of the browser title while it is above zero (`(2) チェックイン履歴 |
 * ペットパス 管理画面`), so a glance at the tab tells what waits unseen; the title is as before
 * once the count is back to zero or the screen goes.
 *
 * @example useTitleCount(arrivals.waiting);
 */
export function useTitleCount(count: number): void {
  useEffect(() => {
    if (count <= 0) return;
    const title = document.title.replace(COUNT_PREFIX, '');
    const counted = common.arrivals.title(count, title);
    document.title = counted;
    return () => {
      // The shell may have named another screen meanwhile: leave its title alone.
      if (document.title === counted) document.title = title;
    };
  }, [count]);
}
