import { useEffect } from 'react';
import { useDocumentsToDownload } from '../api/platform.queries.ts';

/** Spec §7: every 30 s while signed in; each URL is opened in a new tab, once. */
export function DocumentsPoller({ userId }: { userId: string | null }) {
  const { data } = useDocumentsToDownload(userId);
  useEffect(() => {
    for (const url of data?.urls ?? []) window.open(url, '_blank', 'noopener');
  }, [data]);
  return null;
}
