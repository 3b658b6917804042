import type { LoyaltyAdjustmentInput } from '@cuvee/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formResolver, NumberField, TextField } from '../../../components/form/index.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useAdjustPoints } from '../api/loyalty.mutations.ts';
import { clientLoyaltyQuery } from '../api/loyalty.queries.ts';
import { LoyaltyLedger, LoyaltySummary } from './loyalty-ledger.tsx';
import '../loyalty.i18n.ts';

const PAGE = 10;

const AdjustForm = z.object({
  points: z
    .string()
    .refine((v) => /^-?\d+$/.test(v.trim()) && Number(v) !== 0, 'Un nombre entier de points, différent de 0'),
  reason: z.string().trim().min(3, 'Indiquez la raison (3 caractères au moins)').max(300),
});
type AdjustValues = z.infer<typeof AdjustForm>;

function AdjustDialog({ clientId, name, onClose }: { clientId: string; name: string; onClose(): void }) {
  const { t } = useTranslation('loyalty');
  const mobile = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const adjust = useAdjustPoints();
  const form = useForm<AdjustValues>({
    defaultValues: { points: '', reason: '' },
    resolver: formResolver(AdjustForm),
  });
  const submit = form.handleSubmit((v) => {
    const body: LoyaltyAdjustmentInput = { points: Number(v.points), reason: v.reason.trim() };
    adjust.mutate({ clientId, body }, { onSuccess: onClose });
  });
  return (
    <Dialog open onClose={onClose} fullScreen={mobile} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('adjustTitle', { name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <NumberField control={form.control} name="points" label={t('adjustPoints')} required autoFocus />
            <TextField
              control={form.control}
              name="reason"
              label={t('reason')}
              required
              multiline
              minRows={2}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={adjust.isPending}>
            {t('confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function ClientLoyalty({ clientId, name }: { clientId: string; name: string }) {
  const { t } = useTranslation('loyalty');
  const [limit, setLimit] = useState(PAGE);
  const [adjusting, setAdjusting] = useState(false);
  const canAdjust = useCan('loyalty.adjust');
  const query = useQuery(clientLoyaltyQuery(clientId, limit));
  return (
    <Card component="section" aria-labelledby="client-loyalty-title" data-testid="client-loyalty">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          <Typography id="client-loyalty-title" component="h2" variant="h3">
            {t('clientTitle')}
          </Typography>
          {canAdjust && query.data && (
            <Button size="small" variant="outlined" onClick={() => setAdjusting(true)}>
              {t('adjust')}
            </Button>
          )}
        </Box>
        {query.isPending && <LinearProgress aria-label={t('clientTitle')} />}
        {query.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void query.refetch()}>
                {t('retry')}
              </Button>
            }
          >
            {t('loadError')}
          </Alert>
        )}
        {query.data && (
          <>
            {!query.data.active && <Alert severity="info">{t('inactive')}</Alert>}
            <LoyaltySummary account={query.data.account} />
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t('history')}
            </Typography>
            <LoyaltyLedger
              entries={query.data.entries}
              total={query.data.total}
              loading={query.isFetching}
              onMore={() => setLimit((n) => Math.min(100, n + PAGE))}
            />
          </>
        )}
      </CardContent>
      {adjusting && <AdjustDialog clientId={clientId} name={name} onClose={() => setAdjusting(false)} />}
    </Card>
  );
}

/** A client's points on their page, for who reads the clients' points (loyalty.read). */
export function ClientLoyaltyCard({ clientId, name }: { clientId: string; name: string }) {
  const canRead = useCan('loyalty.read');
  return canRead ? <ClientLoyalty clientId={clientId} name={name} /> : null;
}
