import type { ManagedProduct } from '@cuvee/contracts';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Download from '@mui/icons-material/Download';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../../lib/i18n.ts';
import { notify } from '../../../../lib/notify.ts';
import {
  drawQr,
  ELABEL_MENTION,
  elabelUrl,
  type QrModules,
  qrFileName,
  qrLayout,
  qrSvg,
} from '../../logic/elabel-qr.ts';
import { volumeLabel } from '../../logic/volume-label.ts';
import { FormSection } from './form-section.tsx';
import './product-form.i18n.ts';

function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The QR modules of a link, made in the browser (the qrcode library loads on demand). */
function useQrModules(text: string | null): QrModules | null {
  const [modules, setModules] = useState<QrModules | null>(null);
  useEffect(() => {
    if (!text) return setModules(null);
    let alive = true;
    void import('qrcode').then(({ default: QRCode }) => {
      if (alive) setModules(QRCode.create(text, { errorCorrectionLevel: 'M' }).modules);
    });
    return () => {
      alive = false;
    };
  }, [text]);
  return modules;
}

/**
 * The e-label QR code of the saved product: for a format with an EAN and a vintage (and
 * optionally a lot), its GS1 Digital Link, as PNG and SVG for label printing.
 */
export function ElabelSection({ product, dirty }: { product: ManagedProduct; dirty: boolean }) {
  const { t } = useTranslation('productForm');
  const lang = useUiLanguage();
  const formats = product.formats.filter((f) => f.ean);
  const [formatId, setFormatId] = useState(formats[0]?.id ?? '');
  const [vintageName, setVintageName] = useState(product.vintages[0]?.name ?? '');
  const [lot, setLot] = useState('');
  const format = formats.find((f) => f.id === formatId) ?? formats[0];
  const vintage = product.vintages.find((v) => v.name === vintageName);
  const url = format?.ean ? elabelUrl(window.location.origin, format.ean, vintage?.name, lot || null) : null;
  const modules = useQrModules(url);
  const svg = useMemo(() => (modules ? qrSvg(modules, ELABEL_MENTION) : null), [modules]);
  const name = (ext: 'png' | 'svg') => qrFileName(product.slug, vintage?.name ?? null, lot || null, ext);

  function downloadPng() {
    if (!modules) return;
    const scale = 16;
    const { width, height } = qrLayout(modules.size);
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    const context = canvas.getContext('2d');
    if (!context) return;
    drawQr(context, modules, ELABEL_MENTION, scale);
    canvas.toBlob((blob) => blob && download(blob, name('png')), 'image/png');
  }

  return (
    <FormSection id="elabel" title={t('sections.elabel')} intro={t('elabel.intro')}>
      {!format ? (
        <Alert severity="info">{t('elabel.noEan')}</Alert>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: '240px 1fr' },
            alignItems: 'start',
          }}
        >
          <Box
            sx={{
              width: 240,
              maxWidth: '100%',
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              bgcolor: '#fff',
              p: 1,
              justifySelf: { xs: 'center', md: 'start' },
            }}
            data-testid="elabel-qr"
          >
            {svg ? (
              <Box
                component="img"
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
                alt={`${t('elabel.alt')} — ${ELABEL_MENTION}`}
                sx={{ width: '100%', display: 'block' }}
              />
            ) : (
              <Skeleton variant="rectangular" width="100%" height={260} />
            )}
          </Box>
          <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
              <TextField
                select
                size="small"
                label={t('elabel.format')}
                value={format.id}
                onChange={(e) => setFormatId(e.target.value)}
              >
                {formats.map((f) => (
                  <MenuItem key={f.id} value={f.id}>
                    {f.nameInShop || volumeLabel(f.unity, f.unityValue, lang)} · {f.ean}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                size="small"
                label={t('elabel.vintage')}
                value={vintage?.name ?? ''}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                onChange={(e) => {
                  setVintageName(e.target.value);
                  setLot('');
                }}
              >
                <MenuItem value="">{t('elabel.noVintage')}</MenuItem>
                {product.vintages.map((v) => (
                  <MenuItem key={v.id} value={v.name}>
                    {v.name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                size="small"
                label={t('elabel.lot')}
                value={lot}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                onChange={(e) => setLot(e.target.value)}
                disabled={!vintage?.lots?.length}
              >
                <MenuItem value="">{t('elabel.noLot')}</MenuItem>
                {(vintage?.lots ?? []).map((l) => (
                  <MenuItem key={l} value={l}>
                    {l}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
            <Box
              sx={{
                fontFamily: 'monospace',
                fontSize: '0.85rem',
                bgcolor: '#f5f1ea',
                borderRadius: 1.5,
                px: 1.5,
                py: 1,
                wordBreak: 'break-all',
              }}
              data-testid="elabel-url"
            >
              {url}
            </Box>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button variant="contained" startIcon={<Download />} onClick={downloadPng} disabled={!modules}>
                {t('elabel.png')}
              </Button>
              <Button
                variant="outlined"
                startIcon={<Download />}
                onClick={() => svg && download(new Blob([svg], { type: 'image/svg+xml' }), name('svg'))}
                disabled={!svg}
              >
                {t('elabel.svg')}
              </Button>
              <Button
                startIcon={<ContentCopy />}
                onClick={() =>
                  url &&
                  void navigator.clipboard
                    ?.writeText(url)
                    .then(() => notify({ message: t('elabel.copied'), severity: 'success' }))
                }
              >
                {t('elabel.copy')}
              </Button>
              {url && (
                <Button startIcon={<OpenInNew />} href={url} target="_blank" rel="noopener">
                  {t('elabel.open')}
                </Button>
              )}
            </Box>
            {dirty && (
              <Typography variant="body2" sx={{ color: 'warning.main' }}>
                {t('elabel.unsaved')}
              </Typography>
            )}
          </Box>
        </Box>
      )}
    </FormSection>
  );
}
