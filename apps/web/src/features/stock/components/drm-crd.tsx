import type { DrmReturn } from '@cuvee/contracts';
import { CRD_COLOUR_LABELS, crdSize, FISCAL_CATEGORY_LABELS } from '@cuvee/domain';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useIsMobile } from '../../../components/shared/use-is-mobile.ts';

import { DrmSection, num, useDrmTexts } from './drm-section.tsx';

const CRD_FIGURES = ['opening', 'entries', 'uses', 'destructions', 'closing'] as const;

/** The capsule account per colour, fiscal category and size. */
export function DrmCrd({ crd }: { crd: DrmReturn['crd'] }) {
  const { t, lang } = useDrmTexts();
  const mobile = useIsMobile();
  const locale = lang === 'fr' ? 'fr-FR' : 'en-GB';
  const n = (v: number) => v.toLocaleString(locale);
  const name = (a: DrmReturn['crd'][number]) =>
    `${CRD_COLOUR_LABELS[a.colour][lang]} · ${FISCAL_CATEGORY_LABELS[a.fiscalCategory][lang]} · ${crdSize(a.volumeMl, lang)}`;
  return (
    <DrmSection title={t('crd.title')} testId="drm-crd">
      {crd.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('crd.empty')}</Typography>
      ) : mobile ? (
        <Box sx={{ display: 'grid', gap: 1 }}>
          {crd.map((a) => (
            <Card
              variant="outlined"
              key={`${a.colour}-${a.fiscalCategory}-${a.volumeMl}`}
              sx={{ p: 1.5 }}
              data-testid="drm-crd-row"
            >
              <Typography sx={{ fontWeight: 600, mb: 0.5 }}>{name(a)}</Typography>
              <Box
                component="dl"
                sx={{
                  m: 0,
                  display: 'grid',
                  gridTemplateColumns: '1fr auto',
                  rowGap: 0.25,
                  '& dd': { m: 0, ...num },
                }}
              >
                {CRD_FIGURES.map((f) => (
                  <Box key={f} sx={{ display: 'contents', fontWeight: f === 'closing' ? 700 : 400 }}>
                    <dt>{t(`crd.${f}`)}</dt>
                    <dd data-testid={`drm-crd-${f}`}>{n(a[f])}</dd>
                  </Box>
                ))}
              </Box>
            </Card>
          ))}
        </Box>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" sx={{ minWidth: 520 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('crd.capsule')}</TableCell>
                {CRD_FIGURES.map((f) => (
                  <TableCell key={f} sx={num}>
                    {t(`crd.${f}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {crd.map((a) => (
                <TableRow key={`${a.colour}-${a.fiscalCategory}-${a.volumeMl}`} data-testid="drm-crd-row">
                  <TableCell>
                    <Typography sx={{ fontWeight: 600 }}>{CRD_COLOUR_LABELS[a.colour][lang]}</Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {FISCAL_CATEGORY_LABELS[a.fiscalCategory][lang]} · {crdSize(a.volumeMl, lang)}
                    </Typography>
                  </TableCell>
                  {CRD_FIGURES.map((f) => (
                    <TableCell
                      key={f}
                      sx={{ ...num, fontWeight: f === 'closing' ? 700 : 400 }}
                      data-testid={`drm-crd-${f}`}
                    >
                      {n(a[f])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </DrmSection>
  );
}
