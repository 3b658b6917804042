import type { TourNoteBody, TourNoteResponse, TourOrderBody, TourOrderResponse } from '@cuvee/contracts/tour';

/*
 * Tour mode's outbox (issue 28, decisions 0153, 0165, 0166): every order, sample or visit note
 * taken on the road is kept on the
 * device with the idempotency key it was given when saved, then sent in the order taken,
 * one at a time, whenever the app opens or the network comes back. The server answers the same
 * order for the same key, so a send that was cut off is simply sent again.
 */

export type TourOrderState = 'pending' | 'sent' | 'refused';

type Kept = {
  idempotencyKey: string;
  shopId: string;
  clientName: string;
  state: TourOrderState;
  savedAt: string;
  /** Why the server refused it (a 4xx other than a race): it is not sent again. */
  error?: string;
};

/** An order or a free sample (decisions 0153, 0165); no kind: an order kept before samples existed. */
export type OutboxSale = Kept & {
  kind?: 'order' | 'sample';
  body: TourOrderBody;
  /** The server's answer once received: its reference, total and differences. */
  result?: Omit<TourOrderResponse, 'success'>;
};

/** A visit note on a client (decision 0166). */
export type OutboxNote = Kept & {
  kind: 'note';
  body: TourNoteBody;
  result?: Omit<TourNoteResponse, 'success'>;
};

/** What the agent took on the road, kept until the shop has it. */
export type OutboxOrder = OutboxSale | OutboxNote;

/** Where the outbox lives: IndexedDB in the browser (tour.store.ts), a map in tests. */
export type OutboxStore = {
  listOrders(): Promise<OutboxOrder[]>;
  putOrder(order: OutboxOrder): Promise<void>;
};

/** A failure the sender reports: status 0 when the network failed. */
export type SendFailure = { status: number; message: string };

export type SendOutcome = { sent: number; refused: number; waiting: number };

/** Whether a failed send is worth trying again later: offline, a server fault, a race (409). */
export function isRetryable(failure: SendFailure): boolean {
  return failure.status === 0 || failure.status === 409 || failure.status === 429 || failure.status >= 500;
}

let running: Promise<SendOutcome> | null = null;

/**
 * Sends the pending orders, oldest first; stops at the first one that cannot go now (offline),
 * leaving it and the later ones pending. Calls made while a run is under way share that run,
 * so the `online` event and the app's opening never send the same order twice at once.
 */
export function sendOutbox(
  store: OutboxStore,
  send: (order: OutboxOrder) => Promise<NonNullable<OutboxOrder['result']>>,
): Promise<SendOutcome> {
  running ??= (async () => {
    const outcome: SendOutcome = { sent: 0, refused: 0, waiting: 0 };
    const pending = (await store.listOrders())
      .filter((o) => o.state === 'pending')
      .sort((a, b) => a.savedAt.localeCompare(b.savedAt));
    for (const [index, order] of pending.entries()) {
      try {
        const result = await send(order);
        await store.putOrder({ ...order, state: 'sent', result, error: undefined } as OutboxOrder);
        outcome.sent++;
      } catch (error) {
        const failure = asFailure(error);
        if (isRetryable(failure)) {
          outcome.waiting = pending.length - index;
          break;
        }
        await store.putOrder({ ...order, state: 'refused', error: failure.message });
        outcome.refused++;
      }
    }
    return outcome;
  })().finally(() => {
    running = null;
  });
  return running;
}

function asFailure(error: unknown): SendFailure {
  const e = error as { status?: unknown; message?: unknown };
  return {
    status: typeof e?.status === 'number' ? e.status : 0,
    message: typeof e?.message === 'string' ? e.message : 'Une erreur est survenue',
  };
}
