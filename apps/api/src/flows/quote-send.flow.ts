import type { QuoteAnswerView, SendQuoteBody } from '@cuvee/contracts';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { TenantTx } from '../db/tenant.ts';
import { HttpError } from '../lib/http-error.ts';
import {
  latestOrderDocument,
  queueDocument,
  quoteMailOf,
  readDocumentFile,
} from '../modules/documents/index.ts';
import type { Jobs } from '../modules/jobs/index.ts';
import { queueMail } from '../modules/mail/index.ts';
import { markQuoteSent, quoteAnswerView, quoteOfLink, salesActorOf } from '../modules/orders/index.ts';
import type { ShopCtx } from '../plugins/access.ts';

/*
 * A quote sent by e-mail and read from its link (issue 24). Sending, in the request's
 * transaction: the quote marked sent with a new link (orders), its PDF queued (documents), one
 * mail per recipient queued with the PDF to attach once made (mail, decision 0054) — all or
 * nothing: a refused address (shop-mail rules) leaves the quote as it was and sends nothing.
 */

type Body = z.output<typeof SendQuoteBody>;

export async function sendQuote(
  deps: { jobs: Jobs; publicUrl: string },
  tx: TenantTx,
  ctx: ShopCtx,
  id: string,
  body: Body,
): Promise<string> {
  const actor = salesActorOf(ctx);
  const sent = await markQuoteSent(actor, tx, id, body.recipients);
  const { reference, totalTtc, validUntil } = sent.order;
  const doc = await queueDocument(deps.jobs, tx, actor, {
    kind: 'quote',
    orderId: id,
    fileName: `Devis ${reference}.pdf`,
    deliver: false,
  });
  const link = `${deps.publicUrl}/quotes/${sent.token}`;
  const { recipients, mail } = await quoteMailOf(
    tx,
    ctx,
    doc,
    { recipients: sent.recipients, note: body.note },
    { reference, totalTtcCents: totalTtc, validUntil, link },
  );
  for (const to of recipients)
    await queueMail(deps.jobs, tx, {
      ...mail,
      to,
      shopId: actor.shop.id,
      documentIds: [doc.id],
      key: `quote-link:${sent.linkId}:${to}`,
    });
  return `Le devis ${reference} a été envoyé à ${recipients.join(', ')}`;
}

/** The quote's page behind its link, and whether its PDF is ready to download. */
export async function quoteView(db: Db, token: string): Promise<QuoteAnswerView> {
  const { orderId, shopId, ...view } = await quoteAnswerView(db, token);
  const pdf = await latestOrderDocument(db, shopId, orderId, 'quote');
  return { ...view, pdfReady: pdf !== null };
}

/** The quote's PDF behind its link: its name and bytes; 409 while it is being made. */
export async function quotePdf(
  db: Db,
  dataDir: string,
  token: string,
): Promise<{ fileName: string; pdf: Buffer }> {
  const { orderId, shopId } = await quoteOfLink(db, token);
  const doc = await latestOrderDocument(db, shopId, orderId, 'quote');
  if (!doc?.fileKey)
    throw new HttpError(
      409,
      'Le PDF du devis est en cours de préparation : réessayez dans quelques secondes',
    );
  return { fileName: doc.fileName, pdf: await readDocumentFile(dataDir, doc.fileKey) };
}
