import type { DrmReturn } from '@cuvee/contracts';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { DrmSection, useDrmTexts } from './drm-section.tsx';

const PASSING = ['balance', 'continuity', 'capsules', 'untyped'] as const;

/** The checks before filing: what blocks it in red with what to fix, what passes in green. */
export function DrmChecks({ checks, journalLink }: { checks: DrmReturn['checks']; journalLink?: ReactNode }) {
  const { t } = useDrmTexts();
  const blocking = checks.filter((c) => c.blocking);
  const warnings = checks.filter((c) => !c.blocking);
  const passed = PASSING.filter((code) => !checks.some((c) => c.code === code));
  return (
    <DrmSection title={t('checks.title')} testId="drm-checks">
      <Box sx={{ display: 'grid', gap: 1 }}>
        {blocking.length > 0 && (
          <Typography sx={{ color: 'error.main', fontWeight: 600 }}>
            {t('checks.blocking', { count: blocking.length })}
          </Typography>
        )}
        {blocking.map((c) => (
          <Alert
            key={`${c.code}-${c.productKey ?? ''}-${c.message}`}
            severity="error"
            icon={<ErrorOutlined />}
            data-testid="drm-check-failed"
            action={c.code === 'untyped' || c.code === 'balance' ? journalLink : undefined}
          >
            <AlertTitle sx={{ mb: 0 }}>{c.message}</AlertTitle>
            {t(`checks.fix.${c.code}`)}
          </Alert>
        ))}
        {warnings.map((c) => (
          <Alert
            key={`${c.code}-${c.productKey ?? ''}-${c.message}`}
            severity="warning"
            icon={<WarningAmber />}
            data-testid="drm-check-warning"
          >
            <AlertTitle sx={{ mb: 0 }}>{c.message}</AlertTitle>
            {t(`checks.fix.${c.code}`)}
          </Alert>
        ))}
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
          {passed.map((code) => (
            <Box
              component="li"
              key={code}
              sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', color: 'success.dark' }}
              data-testid="drm-check-passed"
            >
              <CheckCircleOutlined fontSize="small" sx={{ mt: '2px' }} aria-hidden />
              <Typography variant="body2" sx={{ color: 'text.primary' }}>
                {t(`checks.passed.${code}`)}
              </Typography>
            </Box>
          ))}
        </Box>
        {blocking.length === 0 && (
          <Typography variant="body2" sx={{ color: 'success.dark', fontWeight: 600 }}>
            {t('checks.allPass')}
          </Typography>
        )}
      </Box>
    </DrmSection>
  );
}
