import { resolveValue, useToaster } from 'react-hot-toast/headless';
import { NOTIFY_DURATION_MS } from './notify';
import './toaster.css';

const MARKS: Partial<Record<string, string>> = { success: '✓', error: '!' };

/**
 * The notifications of `notify`, top right, newest last. react-hot-toast keeps them (timing,
 * pause on hover, removal); they are drawn here with the app's own stylesheet, because its
 * styled toaster injects a <style> element, which the CSP (styles from our origin only) blocks.
 */
export function Toaster() {
  const { toasts, handlers } = useToaster({ duration: NOTIFY_DURATION_MS });
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
