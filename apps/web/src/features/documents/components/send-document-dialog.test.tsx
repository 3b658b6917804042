import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth.store.ts';
import { publicUser } from '../../../test/public-user.fixture.ts';
import { SendDocumentDialog } from './send-document-dialog.tsx';

/*
 * Issue 23, finding 7: a document's mail is the shop's template; the sender adds a personal
 * note (plain text, 1,000 characters at most) and may no longer write a subject or a body.
 */

const SHOP = '0195a1b2-0000-7000-8000-000000000001';
const ORDER = '0195a1b2-0000-7000-8000-0000000000c1';
const doc = {
  id: '0195a1b2-0000-7000-8000-0000000000d1',
  kind: 'order' as const,
  orderId: ORDER,
  invoiceId: null,
  status: 'generated' as const,
  fileName: 'Bon de commande C-000123.pdf',
  sizeBytes: 20000,
  error: null,
  createdAt: '2026-11-24T10:00:00.000Z',
};

let sent: unknown[];
beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.body) sent.push(JSON.parse(String(init.body)));
      return new Response(
        JSON.stringify({ success: true, message: 'Le document a été envoyé', document: doc }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function open(emailValidated = true) {
  useAuthStore.setState({
    token: 'jeton',
    user: { ...publicUser('owner', null, SHOP), emailValidated },
    shop: null,
    status: 'ready',
  });
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SendDocumentDialog orderId={ORDER} document={doc} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

it("offers a personal note under the shop's template, no free subject nor body, and sends only the note", {
  timeout: 20_000,
}, async () => {
  const onClose = open();
  const user = userEvent.setup();
  expect(screen.queryByRole('textbox', { name: 'Objet' })).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  expect(screen.getByText(/Bon de commande C-000123 — Domaine Démo/)).toBeVisible();
  const note = screen.getByRole('textbox', { name: 'Note personnelle (facultative)' });
  expect(note).toHaveAttribute('maxlength', '1000');
  await user.type(screen.getByRole('combobox', { name: 'Destinataires' }), 'achats@cave-test.fr{Enter}');
  await user.click(note);
  await user.paste('Merci pour votre commande');
  await user.click(screen.getByRole('button', { name: 'Envoyer' }));
  await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(sent).toEqual([{ recipients: ['achats@cave-test.fr'], note: 'Merci pour votre commande' }]);
});

it('tells a user whose e-mail is not confirmed that only their clients can be reached', () => {
  open(false);
  expect(screen.getByText(/Confirmez votre adresse e-mail/)).toBeVisible();
});

it('asks for a recipient under the field before sending, in French, never naming the field by its code', async () => {
  const user = userEvent.setup();
  open();
  await user.click(screen.getByRole('button', { name: 'Envoyer' }));
  expect(await screen.findByText('Veuillez renseigner au moins une adresse mail.')).toBeInTheDocument();
  expect(screen.queryByText(/recipients/)).toBeNull();
  expect(sent).toEqual([]);
});
