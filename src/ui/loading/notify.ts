/** Notification defaults: 5000 ms, top right, info type. react-hot-toast (its headless part: toaster.tsx draws them) loads on first use. */
export const NOTIFY_DURATION_MS = 5000;

let firstUse = () => {};
/** Settles with the first notification: the app mounts the toaster only then (src/app/app.tsx). */
export const firstNotification = new Promise<void>((resolve) => {
  firstUse = resolve;
});

const toast = () => {
  firstUse();
  return import('./toaster').then((module) => module.toast);
};

export const notify = {
  info: (message: string) => void toast().then((t) => t(message, { duration: NOTIFY_DURATION_MS, icon: 'ℹ️' })),
  success: (message: string) => void toast().then((t) => t.success(message, { duration: NOTIFY_DURATION_MS })),
  danger: (message: string) => void toast().then((t) => t.error(message, { duration: NOTIFY_DURATION_MS })),
};
