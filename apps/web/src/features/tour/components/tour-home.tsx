import type { TourClient } from '@cuvee/contracts/tour';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LightTextField } from '../../../components/form/light-field.tsx';
import { useCurrentUser } from '../../../lib/auth.store.ts';
import { notify } from '../../../lib/notify.ts';
import { useDownloadDay } from '../api/tour.mutations.ts';
import { keepNote, keepOrder, storedDayQuery, tourKeys } from '../api/tour.queries.ts';
import type { SheetLine } from '../logic/tour.price.ts';
import { useEuros } from '../logic/use-euros.ts';
import { TourNoteCard } from './tour-note-card.tsx';
import { type SheetKind, TourOrderSheet } from './tour-order-sheet.tsx';
import { TourOutbox } from './tour-outbox.tsx';
import { useTourSync } from './use-tour-sync.ts';
import '../tour.i18n.ts';

const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The agent's home in tour mode (issue 28; 'Mode tournée' in the account menu): the day
 * downloaded onto the device, a client's order, free sample or visit note taken without
 * network, what was taken and what the shop answered. Two columns on a tablet, one on a phone.
 */
export function TourHome() {
  const { t } = useTranslation('tour');
  const user = useCurrentUser();
  const shops = (user?.shops ?? []).filter((s) => s.role === 'agent');
  const [shopId, setShopId] = useState<string | null>(null);
  const current = shopId ?? shops[0]?.id ?? null;
  const { online, sendNow, busy, runs } = useTourSync();
  if (!current) return <Alert severity="info">{t('noShop')}</Alert>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 1280 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h2" sx={{ flex: 1 }}>
          {t('title')}
        </Typography>
        <Chip color={online ? 'success' : 'default'} label={online ? t('online') : t('offline')} />
        {shops.length > 1 && (
          <Select
            size="small"
            value={current}
            onChange={(e) => setShopId(String(e.target.value))}
            inputProps={{ 'aria-label': t('producer') }}
          >
            {shops.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </Select>
        )}
      </Box>
      <TourDay key={current} shopId={current} online={online} />
      <TourOutbox online={online} busy={busy} runs={runs} onSend={() => void sendNow()} />
    </Box>
  );
}

function TourDay({ shopId, online }: { shopId: string; online: boolean }) {
  const { t } = useTranslation('tour');
  const client = useQueryClient();
  const day = useQuery(storedDayQuery(shopId));
  // The client chosen is kept in the URL: it survives the screen being drawn again (a session
  // refresh while the network drops) and the browser's back button.
  const [params, setParams] = useSearchParams();
  const pickedId = params.get('client');
  const download = useDownloadDay(shopId);
  const stored = day.data;
  const picked = (pickedId && stored?.clients.find((c) => c.id === pickedId)) || null;
  const setPicked = (c: TourClient) =>
    setParams(
      (p) => {
        p.set('client', c.id);
        return p;
      },
      { replace: true },
    );
  // Kept on the device, then sent at once when the network is there (the outbox's run).
  const kept = async (message: string) => {
    notify({ message, severity: 'success' });
    await client.invalidateQueries({ queryKey: tourKeys.outbox() });
    if (navigator.onLine) window.dispatchEvent(new Event('online'));
  };
  const saveOrder = async (
    lines: SheetLine[],
    seen: { units: Record<string, number>; totalTtcCents: number },
    kind: SheetKind,
  ) => {
    if (!picked) return;
    await keepOrder(shopId, picked.displayName, {
      idempotencyKey: crypto.randomUUID(),
      kind,
      clientId: picked.id,
      lines: lines.map((l) => ({ ...l, discountBp: 0, seenUnitHtCents: seen.units[l.formatId] ?? 0 })),
      seenTotalTtcCents: seen.totalTtcCents,
      takenAt: new Date().toISOString(),
    });
    await kept(t(kind === 'sample' ? 'sampleSaved' : 'saved'));
  };
  const saveNote = async (text: string) => {
    if (!picked) return;
    await keepNote(shopId, picked.displayName, {
      idempotencyKey: crypto.randomUUID(),
      clientId: picked.id,
      body: text,
      takenAt: new Date().toISOString(),
    });
    await kept(t('noteSaved'));
  };
  return (
    <>
      <Card component="section">
        <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ flex: 1, minWidth: 220 }} data-testid="tour-day-status">
            {stored
              ? t('downloadedAt', {
                  date: new Date(stored.downloadedAt).toLocaleString('fr-FR', {
                    dateStyle: 'short',
                    timeStyle: 'short',
                  }),
                  clients: stored.clients.length,
                  products: stored.catalogue?.products.length ?? 0,
                })
              : day.isSuccess
                ? t('noDay')
                : ''}
          </Typography>
          <Button
            variant="contained"
            disabled={!online || download.isPending}
            onClick={() => download.mutate()}
          >
            {download.isPending ? t('downloading') : t('download')}
          </Button>
          {download.isError && (
            <Alert severity="error" sx={{ width: '100%' }}>
              {t('downloadFailed', { message: download.error.message })}
            </Alert>
          )}
          {day.isError && <Alert severity="error">{day.error.message}</Alert>}
        </CardContent>
      </Card>
      {stored?.catalogue && (
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(260px, 2fr) 3fr' } }}
        >
          <ClientPicker clients={stored.clients} picked={picked} onPick={setPicked} />
          {picked ? (
            <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
              <TourOrderSheet
                key={picked.id}
                client={picked}
                catalogue={stored.catalogue}
                onSave={saveOrder}
              />
              <TourNoteCard key={`note-${picked.id}`} onSave={saveNote} />
            </Box>
          ) : (
            <Alert severity="info">{t('pickClient')}</Alert>
          )}
        </Box>
      )}
    </>
  );
}

function ClientPicker({
  clients,
  picked,
  onPick,
}: {
  clients: TourClient[];
  picked: TourClient | null;
  onPick(client: TourClient): void;
}) {
  const { t } = useTranslation('tour');
  const euros = useEuros();
  const [search, setSearch] = useState('');
  const shown = clients.filter((c) => norm(`${c.displayName} ${c.city ?? ''}`).includes(norm(search.trim())));
  return (
    <Card component="section" aria-labelledby="tour-clients-title">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography id="tour-clients-title" component="h2" variant="h3">
          {t('clients')}
        </Typography>
        <LightTextField name="tour-client" label={t('searchClient')} value={search} onChange={setSearch} />
        {shown.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{t('noClient')}</Typography>}
        <List dense sx={{ maxHeight: { xs: 360, md: 420 }, overflowY: 'auto' }}>
          {shown.slice(0, 100).map((c) => (
            <ListItemButton
              key={c.id}
              selected={picked?.id === c.id}
              onClick={() => onPick(c)}
              sx={{ minHeight: 48 }}
            >
              <ListItemText
                primary={c.displayName}
                secondary={
                  c.lastOrders.length
                    ? `${t('lastOrders')} : ${c.lastOrders.map((o) => `${o.reference ?? ''} ${euros(o.totalTtcCents)}`).join(' · ')}`
                    : (c.city ?? t('noOrders'))
                }
              />
            </ListItemButton>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
