/**
 * The staff feature's public face for other features: ending every session after a restore, and
 * making an account and a session (the backup tests sign someone in before a backup).
 */
export { createAccount } from './accounts';
export { endAllSessions, startSession } from './sessions';
