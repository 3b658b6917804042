// What other modules may use of the auth module: password hashing (its routes register
// themselves in app.ts).
export { hashPassword, verifyPassword } from './passwords.ts';
