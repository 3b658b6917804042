import type { BookAddress } from '@cuvee/contracts';
import { COUNTRY_LABELS, type DeliveryCountry } from '@cuvee/domain';
import { ADDRESS_KINDS, type AddressKind } from '@cuvee/domain/addresses/address-book';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openPopup } from '../../../components/popup/popup.store.ts';
import { useCurrentUser } from '../../../lib/auth.store.ts';
import { formatDate } from '../../../lib/format.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { addressBookQuery, useDeleteAddress, useSetDefaultAddress } from '../api/addresses.queries.ts';
import { addressLines, addressSummary, displayPhone } from '../logic/addresses.logic.ts';
import { AddressDialog } from './address-dialog.tsx';
import '../addresses.i18n.ts';

function AddressCard({ entry, onEdit }: { entry: BookAddress; onEdit(): void }) {
  const { t } = useTranslation('addresses');
  const language = useUiLanguage();
  const remove = useDeleteAddress();
  const makeDefault = useSetDefaultAddress();
  const summary = addressSummary(entry.address);
  const country = (code: string) => COUNTRY_LABELS[code as DeliveryCountry]?.[language] ?? code;
  const confirmRemove = async () => {
    const confirmed = await openPopup({ title: t('removeTitle'), text: t('removeText'), size: 'small' });
    if (confirmed) await remove.mutateAsync(entry.id).catch(() => undefined);
  };
  return (
    <Card
      variant="outlined"
      component="li"
      data-testid="address-card"
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1, display: 'grid', gap: 1, alignContent: 'start' }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', minHeight: 24 }}>
          {entry.isDefault && <Chip size="small" color="primary" label={t('isDefault')} />}
          {entry.lastUsedAt && (
            <Chip
              size="small"
              variant="outlined"
              label={t('lastUsed', { date: formatDate(entry.lastUsedAt, language) })}
            />
          )}
        </Box>
        <Box component="address" sx={{ fontStyle: 'normal' }}>
          {addressLines(entry.address, country).map((line, i) => (
            <Typography key={line} sx={i === 0 ? { fontWeight: 600 } : undefined}>
              {line}
            </Typography>
          ))}
          {entry.address.phone && (
            <Typography variant="body2" color="text.secondary">
              {displayPhone(entry.address.phone)}
            </Typography>
          )}
        </Box>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 0.5, px: 2, pb: 1.5 }}>
        <Button size="small" onClick={onEdit} aria-label={t('editLabel', { summary })}>
          {t('edit')}
        </Button>
        {!entry.isDefault && (
          <Button
            size="small"
            onClick={() => void makeDefault.mutateAsync(entry.id).catch(() => undefined)}
            disabled={makeDefault.isPending}
            aria-label={t('makeDefaultLabel', { summary })}
          >
            {t('makeDefault')}
          </Button>
        )}
        <Button
          size="small"
          color="warning"
          onClick={() => void confirmRemove()}
          disabled={remove.isPending}
          aria-label={t('removeLabel', { summary })}
        >
          {t('remove')}
        </Button>
      </CardActions>
    </Card>
  );
}

/**
 * The account's address book (issue 24), in the settings' account section: delivery then
 * billing addresses, each a card with its default and last use; add, change, make default, delete.
 */
export function AddressBook() {
  const { t } = useTranslation('addresses');
  const user = useCurrentUser();
  const book = useQuery(addressBookQuery());
  const [editing, setEditing] = useState<{ entry: BookAddress | null; kind: AddressKind } | null>(null);
  const names = { firstname: user?.firstname ?? '', lastname: user?.lastname ?? '' };
  return (
    <Box sx={{ display: 'grid', gap: 3 }} data-testid="address-book">
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 560 }}>
          {t('intro')}
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddOutlined />}
          onClick={() => setEditing({ entry: null, kind: 'delivery' })}
        >
          {t('add')}
        </Button>
      </Box>
      {book.isPending && <LinearProgress aria-label={t('title')} />}
      {book.isError && (
        <Alert severity="warning">
          {t('loadFailed')}{' '}
          <Link component="button" onClick={() => void book.refetch()}>
            {t('retry')}
          </Link>
        </Alert>
      )}
      {book.data &&
        ADDRESS_KINDS.map((kind) => {
          const entries = book.data.filter((entry) => entry.kind === kind);
          const headingId = `address-book-${kind}`;
          return (
            <Box
              key={kind}
              component="section"
              aria-labelledby={headingId}
              sx={{ display: 'grid', gap: 1.5 }}
            >
              <Typography id={headingId} component="h3" variant="h3">
                {t(kind)}
              </Typography>
              {entries.length === 0 ? (
                <Typography color="text.secondary">{t('emptyKind')}</Typography>
              ) : (
                <Box
                  component="ul"
                  sx={{
                    listStyle: 'none',
                    p: 0,
                    m: 0,
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(260px, 1fr))' },
                  }}
                >
                  {entries.map((entry) => (
                    <AddressCard key={entry.id} entry={entry} onEdit={() => setEditing({ entry, kind })} />
                  ))}
                </Box>
              )}
            </Box>
          );
        })}
      {editing && (
        <AddressDialog
          entry={editing.entry}
          kind={editing.kind}
          names={names}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}
