// What other modules may use of the auth module: password hashing, sessions (decision 0023)
// (its routes register themselves in app.ts).
export { countInWindow, readWindow } from './attempt-counters.ts';
export { issueSetPasswordToken } from './auth.service.ts';
export { purgeStaleAuthRows } from './housekeeping.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export {
  clearPasswordTries,
  countPasswordTry,
  openSession,
  revokeSession,
  revokeUserSessions,
  type SessionRef,
  sessionStillOpen,
  tokenSeconds,
} from './sessions.service.ts';
export { sessions } from './sessions.table.ts';
