// What the screens of the tools that keep an account's data show of it (decision 026): whether
// their changes reached the server, and the invitation to sign in for a visitor.
export { SignedInOnly } from './signed-in-only';
export { SyncStatus } from './sync-status';
