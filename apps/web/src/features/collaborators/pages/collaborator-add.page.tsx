import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { formResolver, SelectField, TextField } from '../../../components/form/index.ts';
import { PageHeader } from '../../../components/list/index.ts';
import { SectionCard } from '../../../components/shared/section-card.tsx';
import { presetsQuery, useInviteCollaborator } from '../api/collaborators.queries.ts';
import { RightsChecklist } from '../components/rights-checklist.tsx';
import {
  emptyInvite,
  InviteForm,
  type InviteValues,
  inviteBodyOf,
  presetRights,
} from '../logic/invite-form.ts';
import { TEAM } from './collaborators.page.tsx';
import '../collaborators.i18n.ts';

/** /dashboard/collaborators/add: who, and what they may do (a preset ticks its rights at once). */
export function CollaboratorAddPage() {
  const { t } = useTranslation('collaborators');
  const navigate = useNavigate();
  const presets = useQuery(presetsQuery()).data ?? [];
  const invite = useInviteCollaborator();
  const form = useForm<InviteValues>({
    resolver: formResolver(InviteForm) as never,
    defaultValues: emptyInvite(),
  });
  // Choosing a preset ticks its rights (and only those); the boxes stay free to change after.
  const presetId = useWatch({ control: form.control, name: 'presetId' });
  const applied = useRef('');
  useEffect(() => {
    if (!presetId || presetId === applied.current) return;
    const preset = presets.find((p) => p.id === presetId);
    if (!preset) return;
    applied.current = presetId;
    form.setValue('rights', presetRights(preset), { shouldDirty: true });
  }, [presetId, presets, form]);
  const submit = form.handleSubmit(async (values) => {
    const answer = await invite.mutateAsync(inviteBodyOf(values as InviteValues));
    void navigate(`${TEAM}/${answer.collaborator.id}`);
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      sx={{ maxWidth: 1100, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box>
        <Button component={RouterLink} to={TEAM} startIcon={<ArrowBack />} size="small">
          {t('back')}
        </Button>
      </Box>
      <PageHeader title={t('invite.title')} subtitle={t('invite.intro')} />
      <SectionCard titleId="invite-who" title={t('invite.who')}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' } }}>
          <TextField
            control={form.control}
            name="email"
            label={t('invite.email')}
            type="email"
            required
            autoFocus
          />
          <TextField control={form.control} name="firstname" label={t('invite.firstname')} required />
          <TextField control={form.control} name="lastname" label={t('invite.lastname')} required />
        </Box>
      </SectionCard>
      <SectionCard titleId="invite-rights" title={t('rights.title')} intro={t('rights.intro')}>
        <Box sx={{ maxWidth: 360, mb: 2 }}>
          <SelectField
            control={form.control}
            name="presetId"
            label={t('rights.preset')}
            emptyLabel={t('rights.noPreset')}
            options={presets.map((p) => ({ value: p.id, label: p.name }))}
          />
        </Box>
        <RightsChecklist control={form.control} />
      </SectionCard>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={invite.isPending}>
          {t('invite.submit')}
        </Button>
      </Box>
    </Box>
  );
}
