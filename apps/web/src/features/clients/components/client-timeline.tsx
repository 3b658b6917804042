import { ClientNoteBody } from '@cuvee/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { formResolver, TextField } from '../../../components/form/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useAddClientNote } from '../api/clients.mutations.ts';
import { clientActivitiesQuery } from '../api/clients.queries.ts';
import { Block } from './client-detail.blocks.tsx';
import { useClientLabels } from './labels.ts';

/** A note added to the timeline by whoever follows the client. */
function NoteForm({ clientId }: { clientId: string }) {
  const { t } = useClientLabels();
  const add = useAddClientNote(clientId);
  const form = useForm<{ body: string }>({
    defaultValues: { body: '' },
    resolver: formResolver(ClientNoteBody),
  });
  const submit = form.handleSubmit(async ({ body }) => {
    const done = await add.mutateAsync(body).catch(() => null);
    if (done) form.reset({ body: '' });
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
    >
      <TextField
        control={form.control}
        name="body"
        label={t('show.note')}
        size="small"
        multiline
        maxRows={6}
        fullWidth
      />
      <Button type="submit" variant="outlined" disabled={form.formState.isSubmitting} sx={{ mt: 0.25 }}>
        {t('show.noteSave')}
      </Button>
    </Box>
  );
}

/** The client's timeline, newest first (tasks, notes, e-mails; orders and invoices when they exist). */
export function ClientTimeline({ clientId }: { clientId: string }) {
  const { t, lang } = useClientLabels();
  const query = useInfiniteQuery(clientActivitiesQuery(clientId));
  const entries = query.data?.pages.flatMap((page) => page.activities) ?? [];
  return (
    <Block title={t('show.timeline')} testId="client-timeline">
      <NoteForm clientId={clientId} />
      {query.isPending ? (
        <Skeleton height={60} />
      ) : entries.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('show.noActivity')}
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {entries.map((entry) => (
            <Box
              component="li"
              key={entry.id}
              sx={{ borderLeft: 3, borderColor: 'primary.light', pl: 1.5 }}
              data-testid="client-activity"
            >
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t(`activity.${entry.kind}`)} · {formatDateTime(entry.createdAt, lang)}
                {entry.author ? ` · ${entry.author.name}` : ''}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {entry.link ? <RouterLink to={entry.link}>{entry.body}</RouterLink> : entry.body}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {query.hasNextPage && (
        <Button onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {t('show.loadMore')}
        </Button>
      )}
    </Block>
  );
}
