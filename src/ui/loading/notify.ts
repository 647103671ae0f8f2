import toast from 'react-hot-toast';

/** Notification defaults (SPEC §9): 5000 ms, top right, info type. */
export const NOTIFY_DURATION_MS = 5000;

export const notify = {
  info: (message: string) => toast(message, { duration: NOTIFY_DURATION_MS, icon: 'ℹ️' }),
  success: (message: string) => toast.success(message, { duration: NOTIFY_DURATION_MS }),
  danger: (message: string) => toast.error(message, { duration: NOTIFY_DURATION_MS }),
};
