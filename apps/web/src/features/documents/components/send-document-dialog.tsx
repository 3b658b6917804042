import type { SalesDocument } from '@cuvee/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmailRecipientsField } from '../../../components/form/picker-fields.tsx';
import { useSendDocument } from '../api/documents.queries.ts';
import '../documents.i18n.ts';

type Values = { recipients: string[]; subject: string; message: string };

/** 'Envoyer par e-mail': recipients, subject, message; the API's French refusals show under. */
export function SendDocumentDialog(props: { orderId: string; document: SalesDocument; onClose(): void }) {
  const { t } = useTranslation('documents');
  const send = useSendDocument(props.orderId);
  const { control, register, handleSubmit } = useForm<Values>({
    defaultValues: { recipients: [], subject: '', message: '' },
  });
  const name = props.document.fileName.replace(/\.pdf$/, '');
  const submit = handleSubmit((v) =>
    send.mutate(
      {
        id: props.document.id,
        body: {
          recipients: v.recipients,
          ...(v.subject.trim() ? { subject: v.subject.trim() } : {}),
          ...(v.message.trim() ? { message: v.message.trim() } : {}),
        },
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
            <EmailRecipientsField
              control={control}
              name="recipients"
              label={t('send.recipients')}
              required
              autoFocus
            />
            <TextField
              {...register('subject')}
              label={t('send.subject')}
              helperText={t('send.subjectHelp', { name })}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <TextField {...register('message')} label={t('send.message')} multiline minRows={3} />
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
