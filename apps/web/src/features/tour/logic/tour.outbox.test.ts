import { describe, expect, it } from 'vitest';
import { type OutboxOrder, type OutboxSale, type OutboxStore, sendOutbox } from './tour.outbox.ts';

// Tour mode's outbox (decision 0153): each order is sent until the shop has it, never twice once
// answered, the next ones kept while offline, a refused one kept aside with its reason.

function memoryStore(orders: OutboxOrder[]): OutboxStore & { rows: Map<string, OutboxOrder> } {
  const rows = new Map(orders.map((o) => [o.idempotencyKey, o]));
  return {
    rows,
    listOrders: async () => [...rows.values()],
    putOrder: async (o) => {
      rows.set(o.idempotencyKey, o);
    },
  };
}

const order = (key: string, savedAt: string): OutboxSale => ({
  idempotencyKey: key,
  shopId: 'shop',
  clientName: `Client ${key}`,
  state: 'pending',
  savedAt,
  body: {
    idempotencyKey: key,
    clientId: '00000000-0000-4000-8000-000000000001',
    lines: [],
    seenTotalTtcCents: 1000,
    takenAt: savedAt,
  },
});

const answer = (key: string) => ({
  message: 'ok',
  replayed: false,
  order: { id: `id-${key}`, reference: `CMD-${key}`, status: 'draft', totalTtcCents: 1000 },
  priceChanges: [],
  shortages: [],
  seenTotalTtcCents: 1000,
});

describe('sendOutbox', () => {
  it('sends the pending orders oldest first, then nothing more on the next reconnection', async () => {
    const store = memoryStore([order('b', '2026-11-28T10:00:00Z'), order('a', '2026-11-28T09:00:00Z')]);
    const sent: string[] = [];
    const send = async (o: OutboxOrder) => {
      sent.push(o.idempotencyKey);
      return answer(o.idempotencyKey);
    };
    expect(await sendOutbox(store, send)).toEqual({ sent: 2, refused: 0, waiting: 0 });
    expect(sent).toEqual(['a', 'b']);
    expect(store.rows.get('a')?.state).toBe('sent');
    expect(store.rows.get('a')?.result).toMatchObject({ order: { reference: 'CMD-a' } });
    expect(await sendOutbox(store, send)).toEqual({ sent: 0, refused: 0, waiting: 0 });
    expect(sent).toEqual(['a', 'b']);
  });

  it('sends orders, samples and notes in the order taken, each once, each by its own key', async () => {
    const note = {
      idempotencyKey: 'n',
      kind: 'note' as const,
      shopId: 'shop',
      clientName: 'Client n',
      state: 'pending' as const,
      savedAt: '2026-11-28T09:30:00Z',
      body: {
        idempotencyKey: 'n',
        clientId: '00000000-0000-4000-8000-000000000001',
        body: 'Rappeler en mars',
        takenAt: '2026-11-28T09:30:00Z',
      },
    };
    const sample = { ...order('s', '2026-11-28T10:00:00Z'), kind: 'sample' as const };
    const store = memoryStore([sample, note, order('a', '2026-11-28T09:00:00Z')]);
    const seen: string[] = [];
    const send = async (o: OutboxOrder) => {
      seen.push(`${o.kind ?? 'order'}:${o.idempotencyKey}`);
      return o.kind === 'note'
        ? { message: 'ok', replayed: false, note: { id: 'note-1', createdAt: o.savedAt } }
        : answer(o.idempotencyKey);
    };
    expect(await sendOutbox(store, send)).toEqual({ sent: 3, refused: 0, waiting: 0 });
    expect(seen).toEqual(['order:a', 'note:n', 'sample:s']);
    expect(store.rows.get('n')).toMatchObject({ state: 'sent', result: { note: { id: 'note-1' } } });
    await sendOutbox(store, send);
    expect(seen).toHaveLength(3);
  });

  it('keeps an order pending while offline and sends it, with the same key, once back', async () => {
    const store = memoryStore([order('a', '2026-11-28T09:00:00Z'), order('b', '2026-11-28T10:00:00Z')]);
    const offline = async () => {
      throw Object.assign(new Error('Vous êtes hors ligne'), { status: 0 });
    };
    expect(await sendOutbox(store, offline)).toEqual({ sent: 0, refused: 0, waiting: 2 });
    expect(store.rows.get('a')?.state).toBe('pending');
    const keys: string[] = [];
    await sendOutbox(store, async (o) => {
      keys.push(o.body.idempotencyKey);
      return answer(o.idempotencyKey);
    });
    expect(keys).toEqual(['a', 'b']);
  });

  it('shares one run between the app opening and the online event: each order goes once', async () => {
    const store = memoryStore([order('a', '2026-11-28T09:00:00Z')]);
    let calls = 0;
    const slow = async (o: OutboxOrder) => {
      calls++;
      await new Promise((r) => setTimeout(r, 20));
      return answer(o.idempotencyKey);
    };
    await Promise.all([sendOutbox(store, slow), sendOutbox(store, slow)]);
    expect(calls).toBe(1);
  });

  it('sets aside an order the shop refuses (4xx) with its reason, and keeps one that raced (409)', async () => {
    const store = memoryStore([order('a', '2026-11-28T09:00:00Z'), order('b', '2026-11-28T10:00:00Z')]);
    const outcome = await sendOutbox(store, async (o) => {
      if (o.idempotencyKey === 'a')
        throw Object.assign(new Error('Ce client est introuvable'), { status: 404 });
      throw Object.assign(new Error('en cours'), { status: 409 });
    });
    expect(outcome).toEqual({ sent: 0, refused: 1, waiting: 1 });
    expect(store.rows.get('a')).toMatchObject({ state: 'refused', error: 'Ce client est introuvable' });
    expect(store.rows.get('b')?.state).toBe('pending');
  });
});
