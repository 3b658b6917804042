import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The contact form of a shop, addressed by its id (spec §1: the QR code encodes the shop id). */
export function contactFormLink(origin: string, shopId: string): string {
  return `${origin}/shops/${encodeURIComponent(shopId)}?page=contact`;
}

/** The QR code of the contact form, made in the app (300 px, spec §7), for owner and iam. */
export function ContactQrDialog({
  open,
  onClose,
  shopId,
  shopName,
}: {
  open: boolean;
  onClose(): void;
  shopId: string;
  shopName: string;
}) {
  const { t } = useTranslation('layout');
  const [image, setImage] = useState<string | null>(null);
  const link = contactFormLink(window.location.origin, shopId);
  useEffect(() => {
    if (!open || image) return;
    let alive = true;
    void import('qrcode').then(({ toDataURL }) =>
      toDataURL(link, { width: 300, margin: 1, errorCorrectionLevel: 'M' }).then((url) => {
        if (alive) setImage(url);
      }),
    );
    return () => {
      alive = false;
    };
  }, [open, image, link]);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="contact-qr-title">
      <DialogTitle id="contact-qr-title">{t('qrTitle')}</DialogTitle>
      <DialogContent sx={{ textAlign: 'center' }}>
        <Typography sx={{ mb: 2, color: 'text.secondary' }}>{t('qrText', { name: shopName })}</Typography>
        <Box sx={{ width: 300, height: 300, mx: 'auto', display: 'grid', placeItems: 'center' }}>
          {image ? (
            <Box
              component="img"
              src={image}
              alt={t('qrAlt', { name: shopName })}
              data-testid="contact-qr"
              data-link={link}
              sx={{ width: 300, height: 300 }}
            />
          ) : (
            <CircularProgress />
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
