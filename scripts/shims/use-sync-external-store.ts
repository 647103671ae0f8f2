// React's own useSyncExternalStore, for libraries that import the shim made for older Reacts.
export { useSyncExternalStore } from 'react';
