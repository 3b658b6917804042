import Download from '@mui/icons-material/Download';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSelect } from '../../../components/form/filter-fields.tsx';
import { useIsMobile } from '../../../components/shared/use-is-mobile.ts';
import { notify } from '../../../lib/notify.ts';
import { downloadTouristTax } from '../api/tourism.mutations.ts';

/** The half-years a producer declares: the current one and the three before, newest first ('2026-H2'). */
export function recentHalves(now: Date = new Date()): string[] {
  let year = now.getFullYear();
  let half = now.getMonth() < 6 ? 1 : 2;
  const halves: string[] = [];
  for (let i = 0; i < 4; i++) {
    halves.push(`${year}-H${half}`);
    if (half === 2) half = 1;
    else {
      half = 2;
      year -= 1;
    }
  }
  return halves;
}

/**
 * 'Relevé de taxe de séjour': a half-year chosen, the CSV of what was collected on stays
 * downloaded for the declaration to the commune.
 */
export function TouristTaxButton() {
  const { t } = useTranslation('tourism');
  const mobile = useIsMobile();
  const halves = recentHalves();
  const [open, setOpen] = useState(false);
  const [half, setHalf] = useState(halves[0]!);
  const [busy, setBusy] = useState(false);
  const labelOf = (h: string) => {
    const [year, n] = h.split('-H');
    return n === '1' ? t('tax.half1', { year }) : t('tax.half2', { year });
  };
  const download = async () => {
    setBusy(true);
    try {
      await downloadTouristTax(half);
      notify({ message: t('tax.downloaded'), severity: 'success' });
      setOpen(false);
    } catch {
      // The API's French refusal is the snackbar already.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="outlined" startIcon={<ReceiptLongOutlined />} onClick={() => setOpen(true)}>
        {t('tax.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullScreen={mobile} fullWidth maxWidth="xs">
        <DialogTitle>{t('tax.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('tax.text')}</DialogContentText>
          <ListSelect
            label={t('tax.period')}
            value={half}
            options={halves.map((h) => ({ value: h, label: labelOf(h) }))}
            onChange={(value) => value && setHalf(value)}
            wide
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('cancel')}</Button>
          <Button
            variant="contained"
            startIcon={<Download />}
            onClick={() => void download()}
            disabled={busy}
          >
            {t('tax.download')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
