/**
 * The staff feature's public face for other features: ending every session after a restore, and
 * making an account and a session (the backup tests sign someone in before a backup), and the
 * guard every staff route of another feature (leads, listings, posts) puts before its handler.
 */
export { createAccount } from './accounts';
export { endAllSessions, startSession } from './sessions';
export { guard as staffGuard, type RequireStaff } from './guard';
export { sessionCookie } from './cookie';
export { writeAudit, type Actor } from './repository';
