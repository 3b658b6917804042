import { type SalesDocument, SendDocumentBody } from '@cuvee/contracts';
import { SHOP_MAIL_LIMITS } from '@cuvee/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formResolver } from '../../../components/form/form.resolver.ts';
import { EmailRecipientsField } from '../../../components/form/picker-fields.tsx';
import { useCurrentShop, useCurrentUser } from '../../../lib/auth.store.ts';
import { useSendDocument } from '../api/documents.queries.ts';
import '../documents.i18n.ts';

type Values = { recipients: string[]; note: string };

/**
 * 'Envoyer par e-mail': recipients and a personal note; the subject and the text are the shop's
 * template (issue 23). The API's French refusals (unconfirmed e-mail, daily cap) show under.
 */
export function SendDocumentDialog(props: { orderId: string; document: SalesDocument; onClose(): void }) {
  const { t } = useTranslation('documents');
  const send = useSendDocument(props.orderId);
  const user = useCurrentUser();
  const shop = useCurrentShop();
  // The contract checks the recipients here first: its French message under the field, not the
  // API's refusal naming the field by its code ('recipients : …').
  const { control, register, handleSubmit } = useForm({
    resolver: formResolver(SendDocumentBody),
    defaultValues: { recipients: [], note: '' } as Values,
  });
  const name = props.document.fileName.replace(/\.pdf$/, '');
  const shopName = shop?.name ?? user?.shops[0]?.name ?? '';
  const submit = handleSubmit((v) =>
    send.mutate(
      {
        id: props.document.id,
        body: { recipients: v.recipients, ...(v.note ? { note: v.note } : {}) },
      },
      { onSuccess: props.onClose },
    ),
  );
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby="send-document-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="send-document-title">{t('send.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {user && !user.emailValidated && <Alert severity="info">{t('send.unconfirmed')}</Alert>}
            <EmailRecipientsField
              control={control}
              name="recipients"
              label={t('send.recipients')}
              required
              autoFocus
            />
            <Typography variant="body2" color="text.secondary">
              {t('send.template', { subject: shopName ? `${name} — ${shopName}` : name })}
            </Typography>
            <TextField
              {...register('note')}
              label={t('send.note')}
              helperText={t('send.noteHelp', { max: SHOP_MAIL_LIMITS.noteMaxLength })}
              multiline
              minRows={3}
              slotProps={{ htmlInput: { maxLength: SHOP_MAIL_LIMITS.noteMaxLength } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('send.cancel')}</Button>
          <Button type="submit" variant="contained" loading={send.isPending}>
            {t('send.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
