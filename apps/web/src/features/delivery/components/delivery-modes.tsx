import type { DeliveryMode } from '@cuvee/contracts';
import Add from '@mui/icons-material/Add';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { openPopup } from '../../../components/popup/popup.store.ts';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { useCan } from '../../../lib/use-can.ts';
import { deliveryModesQuery, useDeleteDeliveryMode, useToggleDeliveryMode } from '../api/delivery.queries.ts';
import { DeliveryModeCard } from './delivery-mode-card.tsx';
import { DeliveryModeDialog } from './delivery-mode-dialog.tsx';
import { useDeliveryLabels } from './labels.ts';

/**
 * The shop's delivery modes with their create, edit, switch and delete actions, in the settings'
 * 'delivery' section (`heading` sets the title's level; /dashboard/delivery is the shipping desk).
 */
export function DeliveryModes({ heading = 'h1' }: { heading?: 'h1' | 'h2' }) {
  const { t } = useDeliveryLabels();
  const canWrite = useCan('delivery.write');
  const query = useQuery(deliveryModesQuery());
  const toggle = useToggleDeliveryMode();
  const remove = useDeleteDeliveryMode();
  const [editing, setEditing] = useState<DeliveryMode | 'new' | null>(null);
  const createButton = canWrite && (
    <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
      {t('create')}
    </Button>
  );
  const confirmRemove = async (mode: DeliveryMode) => {
    const confirmed = await openPopup({
      title: t('remove'),
      text: t('confirmRemove', { name: mode.name }),
      size: 'small',
    });
    if (confirmed) remove.mutate(mode.id);
  };
  const modes = query.data ?? [];
  return (
    <Box sx={{ maxWidth: 1100, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography component={heading} variant={heading === 'h1' ? 'h1' : 'h2'}>
            {t('title')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('subtitle')}
          </Typography>
        </Box>
        {modes.length > 0 && createButton}
      </Box>
      {query.isPending ? (
        <LinearProgress aria-label={t('title')} />
      ) : query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadError')}
        </Alert>
      ) : modes.length === 0 ? (
        <Card>
          <EmptyState
            icon={<LocalShippingOutlined />}
            title={t('empty')}
            text={t('emptyText')}
            action={createButton}
          />
        </Card>
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {modes.map((mode) => (
            <DeliveryModeCard
              key={mode.id}
              mode={mode}
              canWrite={canWrite}
              toggling={toggle.isPending && toggle.variables?.id === mode.id}
              onToggle={() => toggle.mutate(mode)}
              onEdit={() => setEditing(mode)}
              onRemove={() => void confirmRemove(mode)}
            />
          ))}
        </Box>
      )}
      {editing && (
        <DeliveryModeDialog mode={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Box>
  );
}

/** The settings' 'delivery' section (?link=delivery): the same list, its title one level down. */
export function DeliverySettingsSection() {
  return <DeliveryModes heading="h2" />;
}
