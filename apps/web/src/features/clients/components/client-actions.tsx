import type { Client } from '@cuvee/contracts';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import QrCode2 from '@mui/icons-material/QrCode2';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ContactQrDialog } from '../../../app/layouts/contact-qr.dialog.tsx';
import { KeywordConfirmDialog } from '../../../components/keyword-confirm/keyword-confirm-dialog.tsx';
import { useIsMobile } from '../../../components/shared/use-is-mobile.ts';
import { useAuthStore } from '../../../lib/auth.store.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useConvertClient, useDeleteClient, useInviteClient } from '../api/clients.mutations.ts';
import { useClientLabels } from './labels.ts';

/** The shop whose contact form the QR code opens: the session's, else the member's only shop. */
function useContactShop(): { id: string; name: string } | null {
  const shop = useAuthStore((s) => s.shop);
  const only = useAuthStore((s) => (s.user?.shops.length === 1 ? s.user.shops[0] : undefined));
  if (shop) return { id: shop.id, name: shop.name };
  return only ? { id: only.id, name: only.name } : null;
}

/**
 * A new quote or order for the client (the entry opens with them chosen), edit, invite, convert
 * (a prospect), delete; on phones, the contact form's QR code.
 */
export function ClientActions({ client, onEdit }: { client: Client; onEdit(): void }) {
  const { t } = useClientLabels();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const canWrite = useCan('clients.write');
  const canQuote = useCan('quotes.write');
  const canOrder = useCan('orders.write');
  const forClient = `client=${encodeURIComponent(client.id)}`;
  const contactShop = useContactShop();
  const invite = useInviteClient();
  const convert = useConvertClient();
  const remove = useDeleteClient();
  const [confirming, setConfirming] = useState(false);
  const [qr, setQr] = useState(false);
  const inviteBlocked = !client.email || client.account === 'linked';
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {canQuote && (
        <Button
          variant="contained"
          startIcon={<NoteAddOutlined />}
          component={RouterLink}
          to={`/dashboard/orders/add?subType=quote&${forClient}`}
        >
          {t('show.newQuote')}
        </Button>
      )}
      {canOrder && client.kind !== 'prospect' && (
        <Button
          variant="contained"
          startIcon={<ShoppingCartOutlined />}
          component={RouterLink}
          to={`/dashboard/orders/add?${forClient}`}
        >
          {t('show.newOrder')}
        </Button>
      )}
      {canWrite && (
        <Button variant="outlined" startIcon={<EditOutlined />} onClick={onEdit}>
          {t('show.edit')}
        </Button>
      )}
      {canWrite && client.kind === 'prospect' && (
        <Button
          variant="outlined"
          startIcon={<HowToRegOutlined />}
          disabled={convert.isPending}
          onClick={() => convert.mutate(client.id)}
        >
          {t('show.convert')}
        </Button>
      )}
      {canWrite && (
        <Tooltip title={client.email ? '' : t('show.inviteHelp')}>
          <span>
            <Button
              startIcon={<ForwardToInboxOutlined />}
              disabled={inviteBlocked || invite.isPending}
              onClick={() => invite.mutate(client.id)}
            >
              {t('show.invite')}
            </Button>
          </span>
        </Tooltip>
      )}
      {mobile && contactShop && (
        <Button startIcon={<QrCode2 />} onClick={() => setQr(true)}>
          {t('show.qr')}
        </Button>
      )}
      {canWrite && (
        <Button color="error" startIcon={<DeleteOutlined />} onClick={() => setConfirming(true)}>
          {t('show.remove')}
        </Button>
      )}
      <KeywordConfirmDialog
        open={confirming}
        keyword="SUPPRIMER"
        title={t('show.removeTitle', { name: client.displayName })}
        text={t('show.removeText')}
        confirmLabel={t('show.remove')}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          remove.mutate(client.id, { onSuccess: () => navigate('/dashboard/clients') });
        }}
      />
      {contactShop && (
        <ContactQrDialog
          open={qr}
          onClose={() => setQr(false)}
          shopId={contactShop.id}
          shopName={contactShop.name}
        />
      )}
    </Box>
  );
}
