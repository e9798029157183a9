/**
 * What react-i18next imports from `use-sync-external-store/shim`: the shim for React before 18,
 * which uses React's own hook when there is one. Ours always has it (see builtinSyncExternalStore
 * in vite.config.ts).
 */
export { useSyncExternalStore } from "react";
