import { agentNewProductText } from '@cuvee/domain';
import type { TenantScope, TenantTx } from '../../db/tenant.ts';
import { notify } from '../notifications/index.ts';
import { activeAgentIds } from '../shops/index.ts';

/**
 * agentNewProduct (issue 28 part 2, decision 0158): when the shop publishes a product — created
 * online, or put online from another status — each of its active agents is told, in the
 * publishing transaction. Never for a prestation, which agents do not sell (spec §6).
 */
export async function announceToAgents(
  scope: TenantScope,
  tx: TenantTx,
  shop: { id: string; name: string },
  product: { id: string; name: string; productType: string },
): Promise<void> {
  if (product.productType === 'prestation') return;
  const agents = await activeAgentIds(tx, scope);
  await notify(
    tx,
    agents.map((userId) => ({
      userId,
      shopId: shop.id,
      type: 'agentNewProduct' as const,
      content: agentNewProductText(shop.name, product.name),
      redirectLink: `/dashboard/products/${product.id}`,
      subjectId: product.id,
    })),
  );
}
