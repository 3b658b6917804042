import type { OpenInvoice } from '@cuvee/contracts';
import { formatEuros } from '@cuvee/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { clients, recordClientActivity } from '../clients/index.ts';
import { invoices, markReminded } from '../invoices/index.ts';
import { type Mail, onBehalfOf, shopSender } from '../mail/index.ts';
import { invoiceView, today } from './receivables.view.ts';

/*
 * Payment reminders (decision 0049): one e-mail per client listing their overdue invoices among
 * those chosen. The counters and the timeline are written in the caller's transaction; the
 * mails leave once it commits (the route queues each one's job in the same transaction).
 */

const frDate = (d: string) => d.split('-').reverse().join('/');

function reminderMail(shopName: string, clientName: string, list: OpenInvoice[]): Omit<Mail, 'to'> {
  const total = list.reduce((sum, i) => sum + i.balance, 0);
  const lines = list.map(
    (i) => `- Facture ${i.number}, échue le ${frDate(i.dueDate)} : ${formatEuros(i.balance)} restant dus`,
  );
  const text = [
    `Bonjour ${clientName},`,
    '',
    `Sauf erreur de notre part, ${list.length > 1 ? 'les factures suivantes restent' : 'la facture suivante reste'} à régler :`,
    '',
    ...lines,
    '',
    `Total restant dû : ${formatEuros(total)}`,
    '',
    'Merci de procéder au règlement dans les meilleurs délais. Si vous avez réglé entre-temps, ne tenez pas compte de ce message.',
    '',
    'Cordialement,',
    shopName,
  ].join('\n');
  return {
    subject: `${shopName} — relance : ${list.length > 1 ? 'factures' : 'facture'} en attente de règlement`,
    text,
  };
}

export async function sendReminders(scope: TenantScope, tx: TenantTx, invoiceIds: string[]) {
  const s = scoped(tx, scope);
  const ids = [...new Set(invoiceIds)];
  const rows = await tx
    .select({ i: invoices, name: clients.displayName, email: clients.email })
    .from(invoices)
    .leftJoin(clients, and(eq(clients.id, invoices.clientId), s.owns(clients)))
    .where(and(s.owns(invoices), inArray(invoices.id, ids)))
    .for('update', { of: invoices });
  if (rows.length < ids.length) throw new HttpError(404, 'Facture introuvable');
  const day = today();
  const skipped: { client: string; invoices: string[]; reason: string }[] = [];
  const byClient = new Map<string, { name: string; email: string | null; list: OpenInvoice[] }>();
  for (const r of rows) {
    const view = invoiceView(r.i, { id: r.i.clientId, name: r.name, email: r.email }, day);
    if (r.i.kind === 'credit' || view.balance === 0 || view.paymentStatus !== 'missing') {
      skipped.push({
        client: view.client.name,
        invoices: [view.number],
        reason: "La facture n'est pas en retard de paiement",
      });
      continue;
    }
    const key = r.i.clientId ?? `buyer:${view.client.name}`;
    const entry = byClient.get(key) ?? {
      name: view.client.name,
      email: r.email ?? r.i.snapshot.buyer?.email ?? null,
      list: [],
    };
    entry.list.push(view);
    byClient.set(key, entry);
  }
  const shop = await shopSender(tx, s.shopId);
  const mails: Mail[] = [];
  const reminded: string[] = [];
  for (const [key, c] of byClient) {
    const numbers = c.list.map((i) => i.number);
    if (!c.email) {
      skipped.push({ client: c.name, invoices: numbers, reason: "Ce client n'a pas d'adresse e-mail" });
      continue;
    }
    // Names the shop, answers to its address (issue 23, finding 7).
    mails.push({ ...reminderMail(shop.name, c.name, c.list), to: c.email, ...onBehalfOf(shop) });
    reminded.push(...c.list.map((i) => i.id));
    if (!key.startsWith('buyer:'))
      await recordClientActivity(tx, scope, [
        {
          clientId: key,
          kind: 'email',
          body: `Relance de paiement envoyée à ${c.email} : ${numbers.join(', ')}`,
          link: '/dashboard/payments/unpaids',
        },
      ]);
  }
  await markReminded(tx, scope, reminded);
  const sent = mails.length;
  const message =
    sent === 0
      ? 'Aucune relance envoyée'
      : `${sent} relance${sent > 1 ? 's' : ''} envoyée${sent > 1 ? 's' : ''}${skipped.length ? `, ${skipped.length} ignorée${skipped.length > 1 ? 's' : ''}` : ''}`;
  return { mails, result: { message, sent, reminded, skipped } };
}
