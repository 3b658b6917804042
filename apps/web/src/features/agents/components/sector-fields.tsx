import { FRENCH_DEPARTMENTS } from '@cuvee/domain';
import Box from '@mui/material/Box';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChipsField } from '../../../components/form/index.ts';
import { useTypologyOptions } from './agent-labels.tsx';
import '../agents-team.i18n.ts';

const DEPARTMENTS = FRENCH_DEPARTMENTS.map((d) => ({ value: d, label: d }));

/** An agent's sector: the departments they cover, the typologies whose prices they get. */
export function SectorFields<T extends FieldValues & { departments: string[]; typologies: string[] }>({
  control,
}: {
  control: Control<T>;
}) {
  const { t } = useTranslation('agentsTeam');
  const typologies = useTypologyOptions();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <ChipsField
        control={control}
        name={'departments' as Path<T>}
        label={t('departments')}
        helperText={t('departmentsHint')}
        options={DEPARTMENTS}
      />
      <ChipsField
        control={control}
        name={'typologies' as Path<T>}
        label={t('typologies')}
        helperText={t('typologiesHint')}
        options={typologies}
      />
    </Box>
  );
}
