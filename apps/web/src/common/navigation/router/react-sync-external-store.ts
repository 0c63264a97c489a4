// wouter asks for the `use-sync-external-store` shim (for React before 18); React 19 has the hook
// itself, so the build points the shim here (vite.config.ts) and the first load skips its copy.
export { useSyncExternalStore } from 'react';
