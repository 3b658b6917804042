import { PERMISSION_LABELS, type Permission, RIGHT_AREAS } from '@cuvee/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/form/index.ts';
import { DateField } from '../../../components/form/picker-fields.tsx';
import { useUiLanguage } from '../../../lib/i18n.ts';
import type { RightsValues } from '../logic/rights-form.ts';
import '../collaborators.i18n.ts';

type WithRights = RightsValues & Record<string, unknown>;

/** One right: its box, and once ticked its end date (asked for, or shown when already set). */
function RightRow({
  control,
  right,
  dated,
}: {
  control: Control<WithRights>;
  right: Permission;
  dated: boolean;
}) {
  const { t } = useTranslation('collaborators');
  const lang = useUiLanguage();
  const ticked = useWatch({ control, name: `rights.${right}` }) as boolean;
  const until = useWatch({ control, name: `until.${right}` }) as Date | null;
  const [asked, setAsked] = useState(false);
  const label = PERMISSION_LABELS[right][lang === 'fr' ? 'fr' : 'en'];
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, minHeight: 44 }}>
      <Box sx={{ flex: '1 1 220px' }}>
        <CheckboxField control={control} name={`rights.${right}`} label={label} />
      </Box>
      {ticked &&
        dated &&
        (asked || until ? (
          <Box sx={{ width: 190 }}>
            <DateField control={control} name={`until.${right}`} label={t('rights.untilLabel')} />
          </Box>
        ) : (
          <Button size="small" onClick={() => setAsked(true)} aria-label={`${t('rights.until')} ${label}`}>
            {t('rights.until')}
          </Button>
        ))}
    </Box>
  );
}

/**
 * The §6 rights as a checklist grouped by area (issue 28); `dated` offers an end date per ticked
 * right (a collaborator's rights; a preset has none).
 */
export function RightsChecklist<T extends WithRights>({
  control,
  dated = true,
}: {
  control: Control<T>;
  dated?: boolean;
}) {
  const { t } = useTranslation('collaborators');
  const c = control as unknown as Control<WithRights>;
  return (
    <Box
      data-testid="rights-checklist"
      sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}
    >
      {RIGHT_AREAS.map((area) => (
        <Box component="fieldset" key={area.id} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
            {t(`areas.${area.id}`)}
          </Typography>
          {area.rights.map((right) => (
            <RightRow key={right} control={c} right={right} dated={dated} />
          ))}
        </Box>
      ))}
    </Box>
  );
}
