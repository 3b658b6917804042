/** The authenticated roles of spec §6. Order matters nowhere; keep it stable for UIs and enums. */
export const ROLES = ['buyer', 'owner', 'iam', 'agent', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Who looks at a page: an authenticated role, or 'public' for an anonymous visitor. */
export type Viewer = Role | 'public';

/** Roles that run a shop from the dashboard: they load their shop at login (spec §6). */
export const SHOP_STAFF_ROLES = ['owner', 'iam'] as const satisfies readonly Role[];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The viewer of a possibly anonymous user. */
export function viewerOf(user: { role: Role } | null | undefined): Viewer {
  return user ? user.role : 'public';
}
