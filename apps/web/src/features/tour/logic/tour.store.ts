import type { TourDayResponse } from '@cuvee/contracts/tour';
import type { OutboxOrder, OutboxStore } from './tour.outbox.ts';

/*
 * Tour mode's device storage (issue 28, decision 0152): IndexedDB through its own API, two
 * stores — the day downloaded per shop ('days', keyed by shopId) and the orders taken
 * ('outbox', keyed by their idempotency key). Survives a reload and a lost network; it is the
 * device's copy only, the server's is the truth once an order is sent.
 */

const DB_NAME = 'cuvee-tour';
const VERSION = 1;

export type StoredDay = Omit<TourDayResponse, 'success' | 'nextOffset'> & { downloadedAt: string };

let opened: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains('days')) db.createObjectStore('days', { keyPath: 'shopId' });
      if (!db.objectStoreNames.contains('outbox'))
        db.createObjectStore('outbox', { keyPath: 'idempotencyKey' });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opened = null;
      reject(request.error ?? new Error("Le stockage de l'appareil n'est pas disponible"));
    };
  });
  return opened;
}

async function run<T>(
  name: 'days' | 'outbox',
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await database();
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(name, mode);
    const request = act(tx.objectStore(name));
    tx.oncomplete = () => resolve(request.result);
    tx.onerror = () => reject(tx.error ?? request.error);
    tx.onabort = () => reject(tx.error ?? new Error('Enregistrement interrompu'));
  });
}

export const tourStore: OutboxStore & {
  readDay(shopId: string): Promise<StoredDay | null>;
  saveDay(day: StoredDay): Promise<void>;
} = {
  readDay: async (shopId) =>
    ((await run('days', 'readonly', (s) => s.get(shopId))) as StoredDay | undefined) ?? null,
  saveDay: async (day) => {
    await run('days', 'readwrite', (s) => s.put(day));
  },
  listOrders: async () => (await run('outbox', 'readonly', (s) => s.getAll())) as OutboxOrder[],
  putOrder: async (order) => {
    await run('outbox', 'readwrite', (s) => s.put(order));
  },
};
