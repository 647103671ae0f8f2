import { resolveValue, useToaster } from 'react-hot-toast/headless';
import './toaster.css';

// What notify.ts sends through, from here: one chunk holds the toasts' state and their drawing.
export { toast } from 'react-hot-toast/headless';

const MARKS: Partial<Record<string, string>> = { success: '✓', error: '!' };

/**
 * The notifications of `notify` (which sets their duration), top right, newest last.
 * react-hot-toast keeps them (timing, pause on hover, removal); they are drawn here with the
 * app's own stylesheet, because its styled toaster injects a <style> element, which the CSP
 * (styles from our origin only) blocks.
 */
export function Toaster() {
  const { toasts, handlers } = useToaster();
  return (
    <div className="toaster" onMouseEnter={handlers.startPause} onMouseLeave={handlers.endPause}>
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.type}${toast.visible ? '' : ' toast-leaving'}`}>
          <span className="toast-mark" aria-hidden="true">
            {toast.icon ?? MARKS[toast.type]}
          </span>
          <div className="toast-message" {...toast.ariaProps}>
            {resolveValue(toast.message, toast)}
          </div>
        </div>
      ))}
    </div>
  );
}
