import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { sendWaitingOrders, tourKeys } from '../api/tour.queries.ts';

/**
 * Sends the orders waiting on the device when the screen opens and whenever the browser says
 * the network is back (the `online` event) — no Background Sync, which Safari lacks (decision
 * 0153). Answers whether the browser is online, whether a sending is under way, how many have
 * ended (the outbox says both), and a way to send now.
 */
export function useTourSync() {
  const client = useQueryClient();
  const [online, setOnline] = useState(() => navigator.onLine);
  const [sending, setSending] = useState(0);
  const [sent, setSent] = useState(0);
  const sendNow = useCallback(async () => {
    setSending((n) => n + 1);
    try {
      await sendWaitingOrders();
    } finally {
      await client.invalidateQueries({ queryKey: tourKeys.outbox() });
      setSending((n) => n - 1);
      setSent((n) => n + 1);
    }
  }, [client]);
  useEffect(() => {
    const up = () => {
      setOnline(true);
      void sendNow();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    if (navigator.onLine) void sendNow();
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [sendNow]);
  return { online, sendNow, busy: sending > 0, runs: sent };
}
