import { type DrmSettings, msg } from '@cuvee/contracts';
import { INTERPROFESSIONS } from '@cuvee/domain';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { formResolver, SelectField, TextField } from '../../../components/form/index.ts';
import type { ApiError } from '../../../lib/api-client.ts';
import { useSaveDrmSettings } from '../api/drm.mutations.ts';
import { DrmSection, useDrmTexts } from './drm-section.tsx';

/** The interprofessions' names (their catalogue's). */
const INTERPROFESSION_NAMES: Record<(typeof INTERPROFESSIONS)[number], string> = { interloire: 'Interloire' };

type SetupValues = {
  interprofession: DrmSettings['interprofession'];
  interprofessionId: string;
  cvi: string;
  siret: string;
};

/** The form holds text; it is read as the contract reads it (empty = not given). */
const optional = (pattern: RegExp, code: 'cvi' | 'siret') =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || pattern.test(v), msg(code))
    .transform((v) => v || null);
const setupSchema = z.object({
  interprofession: z.enum(INTERPROFESSIONS),
  interprofessionId: z
    .string()
    .trim()
    .max(20, msg('tooLong', { max: 20 }))
    .transform((v) => v || null),
  cvi: optional(/^[A-Za-z0-9]{10}$/, 'cvi'),
  siret: optional(/^\d{14}$/, 'siret'),
}) satisfies z.ZodType<DrmSettings, SetupValues>;

/** At least one identifier goes on every line of the file (CSV field 3). */
export const hasIdentifiers = (s: DrmSettings | undefined) =>
  Boolean(s && (s.interprofessionId || s.cvi || s.siret));

/**
 * The DRM's set-up: the shop's interprofession (its catalogue of movement types) and the
 * identifiers the file carries; open while none is given, else a summary to edit.
 */
export function DrmSetup({
  settings,
  canEdit,
  exciseNumber,
}: {
  settings: DrmSettings;
  canEdit: boolean;
  exciseNumber: string | null;
}) {
  const { t } = useDrmTexts();
  const complete = hasIdentifiers(settings);
  const [editing, setEditing] = useState(false);
  const open = canEdit && (editing || !complete);
  const summary = [
    INTERPROFESSION_NAMES[settings.interprofession],
    settings.interprofessionId && `${t('setup.interprofessionId')} ${settings.interprofessionId}`,
    settings.cvi && `${t('setup.cvi')} ${settings.cvi}`,
    settings.siret && `${t('setup.siret')} ${settings.siret}`,
  ].filter(Boolean);
  return (
    <DrmSection
      title={t('setup.title')}
      testId="drm-setup"
      action={
        canEdit &&
        complete &&
        !editing && (
          <Button size="small" startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
            {t('setup.edit')}
          </Button>
        )
      }
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {exciseNumber ? t('setup.exciseNumber', { number: exciseNumber }) : t('setup.noExciseNumber')}
      </Typography>
      {!complete && (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {t('setup.missing')}
        </Alert>
      )}
      {open ? (
        <SetupForm settings={settings} onDone={() => setEditing(false)} />
      ) : (
        <Typography data-testid="drm-setup-summary">{summary.join(' · ')}</Typography>
      )}
    </DrmSection>
  );
}

function SetupForm({ settings, onDone }: { settings: DrmSettings; onDone(): void }) {
  const { t } = useDrmTexts();
  const save = useSaveDrmSettings();
  const form = useForm<SetupValues, unknown, DrmSettings>({
    defaultValues: {
      interprofession: settings.interprofession,
      interprofessionId: settings.interprofessionId ?? '',
      cvi: settings.cvi ?? '',
      siret: settings.siret ?? '',
    },
    resolver: formResolver(setupSchema),
  });
  const submit = form.handleSubmit(async (body) => {
    const ok = await save.mutateAsync(body).then(
      () => true,
      () => false,
    );
    if (ok) onDone();
  });
  const refusal = save.error as ApiError | null;
  const { control } = form;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2 }}
      data-testid="drm-setup-form"
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <SelectField
          control={control}
          name="interprofession"
          label={t('setup.interprofession')}
          options={INTERPROFESSIONS.map((i) => ({ value: i, label: INTERPROFESSION_NAMES[i] }))}
        />
        <TextField
          control={control}
          name="interprofessionId"
          label={t('setup.interprofessionId')}
          helperText={t('setup.interprofessionIdHelp')}
        />
        <TextField control={control} name="cvi" label={t('setup.cvi')} helperText={t('setup.cviHelp')} />
        <TextField
          control={control}
          name="siret"
          label={t('setup.siret')}
          helperText={t('setup.siretHelp')}
          inputMode="numeric"
        />
      </Box>
      {refusal && <Alert severity="error">{refusal.message}</Alert>}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          {t('setup.save')}
        </Button>
      </Box>
    </Box>
  );
}
