import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { clientQuery } from '../api/clients.queries.ts';
import { ClientActions } from '../components/client-actions.tsx';
import { ClientAccountChip, ClientKindChip } from '../components/client-chips.tsx';
import {
  AddressesBlock,
  FollowUpBlock,
  IdentityBlock,
  TermsBlock,
} from '../components/client-detail.blocks.tsx';
import { ClientForm } from '../components/client-form.tsx';
import { ClientTimeline } from '../components/client-timeline.tsx';
import { TurnoverBlock } from '../components/client-turnover.tsx';
import { useClientLabels } from '../components/labels.ts';
import { clientInputOf } from '../logic/client-form.ts';

/**
 * /dashboard/clients/:id: who the client is, where they are delivered and billed, their terms,
 * their follow-up, turnover and timeline; a new quote or order for them; edited in place with
 * the same form as creation.
 */
/** `aside`: what the page composes beside the turnover (the client's loyalty points, issue 29). */
export function ClientShowPage({
  aside: Aside,
}: {
  aside?: ComponentType<{ clientId: string; name: string }>;
} = {}) {
  const { t, typology } = useClientLabels();
  const id = useParams().id ?? '';
  const query = useQuery(clientQuery(id));
  const [editing, setEditing] = useState(false);
  const back = (
    <Button
      component={RouterLink}
      to="/dashboard/clients"
      startIcon={<ArrowBack />}
      size="small"
      sx={{ justifySelf: 'start' }}
    >
      {t('form.back')}
    </Button>
  );
  if (query.isPending)
    return (
      <Box sx={{ maxWidth: 1200, display: 'grid', gap: 2 }} aria-busy="true">
        {back}
        <Skeleton variant="rounded" height={64} />
        <Skeleton variant="rounded" height={240} />
      </Box>
    );
  if (query.isError || !query.data) {
    const missing = query.error instanceof ApiError && [400, 403, 404].includes(query.error.status);
    return (
      <Box sx={{ maxWidth: 1200, display: 'grid', gap: 2 }}>
        {back}
        <Alert
          severity={missing ? 'info' : 'error'}
          action={
            missing ? undefined : (
              <Button color="inherit" onClick={() => void query.refetch()}>
                {t('list.retry')}
              </Button>
            )
          }
        >
          {missing ? t('show.notFound') : t('show.loadError')}
        </Alert>
      </Box>
    );
  }
  const client = query.data;
  if (editing)
    return (
      <Box sx={{ maxWidth: 1000, display: 'grid', gap: 2 }}>
        <Box>
          {back}
          <Typography variant="h1">{t('form.editTitle')}</Typography>
        </Box>
        <ClientForm
          values={clientInputOf(client)}
          clientId={client.id}
          onSaved={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      </Box>
    );
  return (
    <Box sx={{ maxWidth: 1200, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {back}
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {client.displayName}
          </Typography>
          <ClientKindChip kind={client.kind} />
          <ClientAccountChip account={client.account} />
        </Box>
        <Typography sx={{ color: 'text.secondary' }} data-testid="client-typology">
          {typology(client.typology)}
        </Typography>
        <ClientActions client={client} onEdit={() => setEditing(true)} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <IdentityBlock client={client} />
          <TermsBlock client={client} />
          <AddressesBlock client={client} />
          <FollowUpBlock client={client} />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <TurnoverBlock client={client} />
          {Aside && <Aside clientId={client.id} name={client.displayName} />}
          <ClientTimeline clientId={client.id} />
        </Box>
      </Box>
    </Box>
  );
}
