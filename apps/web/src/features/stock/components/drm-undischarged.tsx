import type { DrmReturn } from '@cuvee/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatHl100 } from '../logic/drm-months.ts';

import { DrmSection, useDrmTexts } from './drm-section.tsx';

/** The shipments whose e-AD is not discharged at the month's end, each to mark discharged. */
export function DrmUndischarged({
  items,
  onDischarge,
  busyId,
}: {
  items: DrmReturn['undischarged'];
  /** Absent when the session may not mark one. */
  onDischarge?: (movementId: string) => void;
  busyId?: string | null;
}) {
  const { t, lang } = useDrmTexts();
  return (
    <DrmSection title={t('dae.title')} testId="drm-dae">
      {items.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('dae.empty')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {items.map((d) => (
            <Box
              component="li"
              key={d.movementId}
              data-testid="drm-dae-row"
              sx={{
                display: 'flex',
                gap: 1.5,
                alignItems: 'center',
                flexWrap: 'wrap',
                borderBottom: 1,
                borderColor: 'divider',
                pb: 1,
              }}
            >
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <Typography sx={{ fontWeight: 600, wordBreak: 'break-all' }}>{d.documentNumber}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {[
                    `${t('dae.date')} ${new Date(`${d.date.slice(0, 10)}T12:00:00Z`).toLocaleDateString(lang === 'fr' ? 'fr-FR' : 'en-GB')}`,
                    d.country,
                    d.consigneeExciseNumber && `${t('dae.consignee')} ${d.consigneeExciseNumber}`,
                    `${formatHl100(d.hl, lang)} hl`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </Box>
              {onDischarge && (
                <Button
                  size="small"
                  variant="outlined"
                  disabled={busyId === d.movementId}
                  onClick={() => onDischarge(d.movementId)}
                >
                  {t('dae.discharge')}
                </Button>
              )}
            </Box>
          ))}
        </Box>
      )}
    </DrmSection>
  );
}
