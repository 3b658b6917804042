import { and, eq, inArray } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { users } from '../users/users.table.ts';
import { shopMemberships } from './shops.table.ts';

const SALES_ROLES = ['owner', 'iam', 'agent'] as const;
export type SalesMember = {
  id: string;
  name: string;
  email: string;
  relation: (typeof SALES_ROLES)[number];
};

/**
 * The shop's active owners, collaborators and agents by name (issue 28 part 4: the sales
 * structure and the objectives' people), or those of `ids` among them.
 */
export async function salesMembers(
  tx: TenantTx,
  scope: TenantScope,
  ids?: readonly string[],
): Promise<SalesMember[]> {
  if (ids && ids.length === 0) return [];
  const rows = await tx
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      role: shopMemberships.role,
    })
    .from(shopMemberships)
    .innerJoin(users, eq(users.id, shopMemberships.userId))
    .where(
      and(
        scoped(tx, scope).owns(shopMemberships),
        inArray(shopMemberships.role, [...SALES_ROLES]),
        eq(shopMemberships.status, 'active'),
        ids ? inArray(shopMemberships.userId, [...ids]) : undefined,
      ),
    );
  const rank = { owner: 0, iam: 1, agent: 2 } as const;
  return rows
    .map((r) => ({
      id: r.id,
      email: r.email,
      name: [r.firstname, r.lastname].filter(Boolean).join(' ') || r.email,
      relation: r.role as SalesMember['relation'],
    }))
    .sort((a, b) => rank[a.relation] - rank[b.relation] || a.name.localeCompare(b.name, 'fr'));
}
