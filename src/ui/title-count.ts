import { useEffect } from 'react';
import { common } from '@/messages/common';

/** The count a screen put in front of the browser title, if any: `(2) `. */
const COUNT_PREFIX = /^\([\d,]+\) /;

/** Puts `count` in front of the browser title while above zero (`(2) チェックイン履歴 | …`), so the tab tells what waits unseen. */
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
