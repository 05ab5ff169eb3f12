// The tools that keep an account's data (to-do lists, notes, habits): their changes, the
// outbox that keeps them until the server has them, and what the screens say of it (decision 026).
export {
  newId,
  rebasedVersion,
  recordVersion,
  syncedMutation,
  syncedQueryOptions,
  usePendingChanges,
  usePendingCount,
  useSyncedMutation,
  type SyncScope,
} from './synced-mutation';
export { useSyncedTool } from './outbox';
