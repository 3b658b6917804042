import type { PaymentInstructions as Instructions } from '@cuvee/contracts/orders.buyer';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import ContentCopy from '@mui/icons-material/ContentCopy';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './payment-instructions.i18n.ts';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '170px 1fr' },
        gap: { xs: 0, sm: 2 },
        py: 0.5,
      }}
    >
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * How to pay the seller (issue 24): their account and the reference to give for a transfer, the
 * payee and address for a cheque — as the API answers them with the order.
 */
export function PaymentInstructions({
  instructions: p,
  seller,
  bare = false,
}: {
  instructions: Instructions;
  seller: string;
  /** Inside a card of its own (the order page): no frame, its title as the card's. */
  bare?: boolean;
}) {
  const { t } = useTranslation('paymentInstructions');
  const [copied, setCopied] = useState(false);
  const transfer = p.kind === 'transfer';
  return (
    <Box
      component="section"
      aria-label={transfer ? t('transferTitle') : t('checkTitle')}
      data-testid="payment-instructions"
      sx={
        bare
          ? undefined
          : {
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              p: { xs: 1.5, sm: 2 },
              bgcolor: 'background.default',
            }
      }
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        {transfer ? <AccountBalanceOutlined color="primary" /> : <EmailOutlined color="primary" />}
        <Typography component={bare ? 'h2' : 'h3'} variant={bare ? 'h4' : 'h5'} sx={{ fontWeight: 600 }}>
          {transfer ? t('transferTitle') : t('checkTitle')}
        </Typography>
      </Box>
      {transfer && !p.iban && <Alert severity="info">{t('noIban', { seller })}</Alert>}
      {!transfer && !p.payee && <Alert severity="info">{t('noPayee', { seller })}</Alert>}
      {transfer && p.iban && (
        <Box component="dl" sx={{ m: 0 }}>
          {p.accountHolder && <Row label={t('holder')}>{p.accountHolder}</Row>}
          <Row label={t('iban')} testId="payment-iban">
            <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '1.05em', letterSpacing: 0.3 }}>
              {p.iban}
            </Box>
            {typeof navigator !== 'undefined' && navigator.clipboard && (
              <Tooltip title={copied ? t('copied') : t('copy')}>
                <IconButton
                  size="small"
                  aria-label={t('copy')}
                  sx={{ ml: 0.5, verticalAlign: 'text-bottom' }}
                  onClick={() =>
                    void navigator.clipboard
                      .writeText(p.iban!.replace(/\s+/g, ''))
                      .then(() => setCopied(true))
                  }
                >
                  <ContentCopy fontSize="inherit" />
                </IconButton>
              </Tooltip>
            )}
          </Row>
          {p.bic && (
            <Row label={t('bic')} testId="payment-bic">
              <Box component="span" sx={{ fontFamily: 'monospace' }}>
                {p.bic}
              </Box>
            </Row>
          )}
          {p.bankName && <Row label={t('bank')}>{p.bankName}</Row>}
          <Row label={t('reference')} testId="payment-reference">
            <strong>{p.reference}</strong>
          </Row>
        </Box>
      )}
      {!transfer && p.payee && (
        <Box component="dl" sx={{ m: 0 }}>
          <Row label={t('payee')} testId="payment-payee">
            {p.payee}
          </Row>
          {p.address && (
            <Row label={t('address')}>
              <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
                {p.address}
              </Box>
            </Row>
          )}
          <Row label={t('reference')} testId="payment-reference">
            <strong>{p.reference}</strong>
          </Row>
        </Box>
      )}
      {((transfer && p.iban) || (!transfer && p.payee)) && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {transfer
            ? t('transferHint', { reference: p.reference, seller })
            : t('checkHint', { reference: p.reference })}
        </Typography>
      )}
    </Box>
  );
}
