import { AgentProfileInput } from '@cuvee/contracts';
import { AGENT_CLIENT_KIND_LABELS, AGENT_CLIENT_KINDS, FRENCH_DEPARTMENTS } from '@cuvee/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ChipsField, formResolver, SwitchField, TextField } from '../../../components/form/index.ts';
import { ListLoadError } from '../../../components/list/index.ts';
import { SectionCard } from '../../../components/shared/section-card.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { agentProfileQuery, useSaveAgentProfile } from '../api/agents-team.queries.ts';
import '../agents-team.i18n.ts';

type Values = z.output<typeof AgentProfileInput>;
const DEPARTMENTS = FRENCH_DEPARTMENTS.map((d) => ({ value: d, label: d }));

/** The agent's public profile: departments, clients, a few words, and whether producers find it. */
export function AgentProfileSection() {
  const { t } = useTranslation('agentsTeam');
  const query = useQuery(agentProfileQuery());
  const save = useSaveAgentProfile();
  const lang = currentLanguage();
  const form = useForm<Values>({
    resolver: formResolver(AgentProfileInput) as never,
    values: query.data,
  });
  const submit = form.handleSubmit(async (values) => {
    await save.mutateAsync(values).catch(() => null);
  });
  return (
    <SectionCard
      titleId="agent-profile"
      title={t('profile.title')}
      intro={t('profile.intro')}
      testId="agent-profile"
    >
      {query.isPending && <LinearProgress aria-label={t('profile.title')} />}
      {query.isError && <ListLoadError onRetry={() => void query.refetch()} />}
      {query.data && (
        <Box
          component="form"
          noValidate
          onSubmit={(e) => void submit(e)}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <ChipsField
              control={form.control}
              name="departments"
              label={t('profile.departments')}
              options={DEPARTMENTS}
            />
            <ChipsField
              control={form.control}
              name="clientKinds"
              label={t('profile.clientKinds')}
              options={AGENT_CLIENT_KINDS.map((k) => ({
                value: k,
                label: AGENT_CLIENT_KIND_LABELS[k][lang],
              }))}
            />
          </Box>
          <TextField
            control={form.control}
            name="presentation"
            label={t('profile.presentation')}
            multiline
            minRows={2}
          />
          <SwitchField control={form.control} name="visible" label={t('profile.visible')} />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {t('profile.save')}
            </Button>
          </Box>
        </Box>
      )}
    </SectionCard>
  );
}
