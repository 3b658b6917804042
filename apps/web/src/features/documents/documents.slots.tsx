import type { DocumentKindValue, SalesDocument } from '@cuvee/contracts';
import { STATUS_LABELS, statusGroup } from '@cuvee/domain/orders/statuses';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STATUS_GROUP_COLORS } from '../../design/design-tokens.ts';
import { useUiLanguage } from '../../lib/i18n.ts';
import { useCan } from '../../lib/use-can.ts';
import { downloadDocument, orderDocumentsQuery, useGenerateDocument } from './api/documents.queries.ts';
import { SendDocumentDialog } from './components/send-document-dialog.tsx';
import './documents.i18n.ts';

const GENERATED = new Set(['generated', 'completed']);
const ORDER_KINDS = [
  ['quote', 'panel.generateQuote'],
  ['order', 'panel.generateOrder'],
  ['delivery', 'panel.generateDelivery'],
] as const;

function LegalStatusChip({ status }: { status: string }) {
  const lang = useUiLanguage();
  const group = statusGroup('legalDocument', status);
  const colors = STATUS_GROUP_COLORS[group];
  return (
    <Chip
      size="small"
      label={STATUS_LABELS.legalDocument[status]?.[lang] ?? status}
      data-group={group}
      sx={{ fontWeight: 600, bgcolor: colors.bg, color: colors.fg, border: 1, borderColor: colors.border }}
    />
  );
}

/**
 * The order's PDFs (slot 'order.documents'): its own and its invoices', each with its legal
 * status; 'Générer' for a quote, an order confirmation or a delivery note (invoice PDFs are made
 * at issue), 'Télécharger' once made, 'Envoyer par e-mail'. Polls while one is being made.
 */
export function OrderDocumentsPanel({ id: orderId }: { id: string }) {
  const { t } = useTranslation('documents');
  const canWrite = useCan('sales.documents.write');
  const docs = useQuery(orderDocumentsQuery(orderId));
  const generate = useGenerateDocument(orderId);
  const [sending, setSending] = useState<SalesDocument | null>(null);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="order-documents">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 1.5, alignItems: { sm: 'center' } }}
      >
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('panel.title')}
        </Typography>
        {canWrite && (
          <Stack
            direction="row"
            spacing={1}
            sx={{ flexWrap: 'wrap', rowGap: 1 }}
            aria-label={t('panel.generate')}
          >
            {ORDER_KINDS.map(([kind, label]) => (
              <Button
                key={kind}
                size="small"
                variant="outlined"
                disabled={generate.isPending}
                onClick={() => generate.mutate(kind as DocumentKindValue)}
              >
                {`${t('panel.generate')} : ${t(label)}`}
              </Button>
            ))}
          </Stack>
        )}
      </Stack>
      {docs.isPending ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={18} />
          <Typography variant="body2">{t('panel.loading')}</Typography>
        </Stack>
      ) : !docs.data?.length ? (
        <Box sx={{ py: 2 }}>
          <Typography variant="subtitle2">{t('panel.empty')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('panel.emptyText')}
          </Typography>
        </Box>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {docs.data.map((d) => (
            <Stack
              component="li"
              key={d.id}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'center' }, py: 1, borderTop: 1, borderColor: 'divider' }}
              data-testid="document-row"
            >
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {d.fileName}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t(`panel.kinds.${d.kind}`)} · {new Date(d.createdAt).toLocaleString('fr-FR')}
                  {d.error ? ` · ${d.error}` : ''}
                </Typography>
              </Box>
              <LegalStatusChip status={d.status} />
              {GENERATED.has(d.status) && (
                <Stack direction="row" spacing={1}>
                  <Button size="small" onClick={() => void downloadDocument(d.id, d.fileName)}>
                    {t('panel.download')}
                  </Button>
                  {canWrite && (
                    <Button size="small" onClick={() => setSending(d)}>
                      {t('panel.send')}
                    </Button>
                  )}
                </Stack>
              )}
            </Stack>
          ))}
        </Stack>
      )}
      {sending && (
        <SendDocumentDialog orderId={orderId} document={sending} onClose={() => setSending(null)} />
      )}
    </Paper>
  );
}
