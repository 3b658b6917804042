import { z } from 'zod';
import { msg } from './messages.ts';

// Names every object inherits (constructor, toString, __proto__…): as a stored key they read as
// the inherited member wherever a record is looked up with `obj[key]` (decision 0022).
const INHERITED = new Set([...Object.getOwnPropertyNames(Object.prototype), '__proto__']);

/** A key of a stored record (a typology's id), refused when it names an inherited member. */
export const recordKey = (base: z.ZodString) => base.refine((key) => !INHERITED.has(key), msg('reservedKey'));

/**
 * An image of the shop: a path on this server (`/uploads/…`) or an http(s) address. Never `//…`,
 * an address on a third party's host that the browser would load (decision 0022).
 */
export const assetUrl = z
  .string()
  .max(2048)
  .refine(
    (v) => (v.startsWith('/') && !v.startsWith('//') && !v.startsWith('/\\')) || /^https?:\/\//.test(v),
    msg('url'),
  );
