import type { DrmReturn } from '@cuvee/contracts';
import { formatEuros } from '@cuvee/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatHl100 } from '../logic/drm-months.ts';

import { DrmSection, num, useDrmTexts } from './drm-section.tsx';

export function DrmDuties({ drm }: { drm: DrmReturn }) {
  const { t, lang } = useDrmTexts();
  const locale = lang === 'fr' ? 'fr-FR' : 'en-GB';
  const due = drm.products.filter((p) => p.dutyCents > 0);
  return (
    <DrmSection
      title={t('duties.title')}
      testId="drm-duties"
      action={
        <Typography sx={{ fontWeight: 800, fontSize: '1.15rem' }} data-testid="drm-duty-total">
          {formatEuros(drm.dutyCents, locale)}
        </Typography>
      }
    >
      {due.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('duties.none')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
          {due.map((p) => (
            <Box
              component="li"
              key={`${p.regime}-${p.key}`}
              sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}
            >
              <Box>
                <Typography sx={{ fontWeight: 600 }}>{p.identity.label}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('duties.line', {
                    hl: formatHl100(p.dutyHl, lang),
                    rate: (p.dutyRate ?? 0).toLocaleString(locale, { minimumFractionDigits: 2 }),
                  })}
                </Typography>
              </Box>
              <Typography sx={num}>{formatEuros(p.dutyCents, locale)}</Typography>
            </Box>
          ))}
        </Box>
      )}
    </DrmSection>
  );
}
