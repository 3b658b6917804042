import { AgentInvite } from '@cuvee/contracts';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { z } from 'zod';
import { formResolver, TextField } from '../../../components/form/index.ts';
import { PageHeader } from '../../../components/list/index.ts';
import { SectionCard } from '../../../components/shared/section-card.tsx';
import { useInviteAgent } from '../api/agents-team.queries.ts';
import { SectorFields } from '../components/sector-fields.tsx';
import { AGENTS } from './agents.page.tsx';
import '../agents-team.i18n.ts';

type Values = z.input<typeof AgentInvite> & { departments: string[]; typologies: string[] };

/** /dashboard/agents/add: invite an agent by e-mail, with their sector. */
export function AgentAddPage() {
  const { t } = useTranslation('agentsTeam');
  const navigate = useNavigate();
  const invite = useInviteAgent();
  const form = useForm<Values>({
    resolver: formResolver(AgentInvite) as never,
    defaultValues: { email: '', firstname: '', lastname: '', departments: [], typologies: [] },
  });
  const submit = form.handleSubmit(async (values) => {
    const answer = await invite.mutateAsync(values).catch(() => null);
    if (answer) void navigate(`${AGENTS}/${answer.agent.id}`);
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      sx={{ maxWidth: 1100, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box>
        <Button component={RouterLink} to={AGENTS} startIcon={<ArrowBack />} size="small">
          {t('back')}
        </Button>
      </Box>
      <PageHeader title={t('invite.title')} subtitle={t('invite.intro')} />
      <SectionCard titleId="agent-who" title={t('invite.who')}>
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
      <SectionCard titleId="agent-sector" title={t('invite.sector')}>
        <SectorFields control={form.control} />
      </SectionCard>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={invite.isPending}>
          {t('invite.submit')}
        </Button>
      </Box>
    </Box>
  );
}
