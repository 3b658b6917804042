import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type DocumentKind, type DocumentRow, documents } from './documents.table.ts';

/*
 * The newest made PDF of an order's kind (issue 24: the quote a client downloads from its
 * link), read as the system — the caller has already proved, by the link, which order it is.
 */
export async function latestOrderDocument(
  db: DbOrTx,
  shopId: string,
  orderId: string,
  kind: DocumentKind,
): Promise<DocumentRow | null> {
  const [row] = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.shopId, shopId),
        eq(documents.orderId, orderId),
        eq(documents.kind, kind),
        inArray(documents.status, ['generated', 'completed']),
      ),
    )
    .orderBy(desc(documents.createdAt))
    .limit(1);
  return row?.fileKey ? row : null;
}
