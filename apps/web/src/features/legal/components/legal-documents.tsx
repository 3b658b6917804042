import type { LegalDocumentState, LegalKind } from '@cuvee/contracts';
import { LEGAL_KIND_LABELS, LEGAL_KINDS, legalPagePath } from '@cuvee/domain/legal/legal-kinds';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { openPopup } from '../../../components/popup/popup.store.ts';
import { useAuthStore } from '../../../lib/auth.store.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { useCan } from '../../../lib/use-can.ts';
import {
  fetchLegalModel,
  legalDocumentsQuery,
  legalVersionQuery,
  useDiscardLegalDraft,
  usePublishLegal,
  useSaveLegalDraft,
} from '../api/legal.queries.ts';
import { LegalEditor } from './legal-editor.tsx';
import { LegalHistory } from './legal-history.tsx';
import '../legal.i18n.ts';

/**
 * The settings' 'documents' section (spec §2, `?link=documents&tab=cgv`; issue 24): per legal
 * document, the version in force, the text to write (a draft kept on the server), its preview,
 * the publication of a new version and the history of the earlier ones.
 */
export function LegalDocumentsSection() {
  const { t } = useTranslation('legal');
  const lang = useUiLanguage();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const kind: LegalKind = (LEGAL_KINDS as readonly string[]).includes(tab ?? '') ? (tab as LegalKind) : 'cgv';
  const query = useQuery(legalDocumentsQuery());
  const state = query.data?.find((d) => d.kind === kind);
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 1100 }}>
      <div>
        <Typography component="h2" variant="h2">
          {t('title')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 820 }}>
          {t('subtitle')}
        </Typography>
      </div>
      <Tabs
        value={kind}
        onChange={(_, next: LegalKind) => setParams({ link: 'documents', tab: next })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('kinds')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {LEGAL_KINDS.map((k) => (
          <Tab key={k} value={k} label={LEGAL_KIND_LABELS[k][lang]} data-testid={`legal-tab-${k}`} />
        ))}
      </Tabs>
      {query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadError')}
        </Alert>
      ) : !state ? (
        <LinearProgress aria-label={t('title')} />
      ) : (
        <KindPanel
          key={`${kind}:${state.versions[0]?.version ?? 0}:${state.draft?.updatedAt ?? ''}`}
          state={state}
        />
      )}
    </Box>
  );
}

/** One document: waits for the text of its version in force when there is no draft to edit. */
function KindPanel({ state }: { state: LegalDocumentState }) {
  const latest = state.versions[0];
  const body = useQuery({
    ...legalVersionQuery(state.kind, latest?.version ?? 1),
    enabled: Boolean(latest),
  });
  if (latest && !body.data) return <LinearProgress />;
  return <KindEditor state={state} published={body.data?.body ?? null} />;
}

function KindEditor({ state, published }: { state: LegalDocumentState; published: string | null }) {
  const { t } = useTranslation('legal');
  const lang = useUiLanguage();
  const canWrite = useCan('legal.write');
  const urlShop = useAuthStore((s) => s.shop?.urlShop ?? null);
  const base = urlShop ? `/${urlShop}` : null;
  const saved = state.draft?.body ?? published ?? '';
  const [text, setText] = useState(saved);
  const [loadingModel, setLoadingModel] = useState(false);
  const save = useSaveLegalDraft();
  const discard = useDiscardLegalDraft();
  const publish = usePublishLegal();
  const latest = state.versions[0];
  const kind = state.kind;
  const label = LEGAL_KIND_LABELS[kind][lang];
  const busy = save.isPending || discard.isPending || publish.isPending || loadingModel;
  const dirty = text !== saved;

  const fromModel = async () => {
    if (text.trim() && !(await openPopup({ title: t('modelTitle'), text: t('modelText'), size: 'small' })))
      return;
    setLoadingModel(true);
    try {
      setText(await fetchLegalModel(kind));
    } finally {
      setLoadingModel(false);
    }
  };
  const onPublish = async () => {
    const next = (latest?.version ?? 0) + 1;
    const confirmed = await openPopup({
      title: t('publishTitle', { version: next }),
      text: kind === 'cgv' ? t('publishCgv') : t('publishText'),
      validateLabel: t('publish'),
    });
    if (confirmed) publish.mutate({ kind, body: text });
  };
  const onDiscard = async () => {
    if (await openPopup({ title: t('discardTitle'), text: t('discardText'), size: 'small' }))
      discard.mutate(kind);
  };

  const status = latest
    ? t(latest.publishedBy ? 'currentBy' : 'currentModel', {
        version: latest.version,
        date: formatDate(latest.publishedAt, lang, 'Europe/Paris'),
        name: latest.publishedBy,
      })
    : t(kind === 'cgv' ? 'noneCgv' : 'none');

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 300px' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <Alert
          severity={latest ? 'success' : 'info'}
          data-testid="legal-status"
          action={
            latest && base ? (
              <Button
                color="inherit"
                size="small"
                href={legalPagePath(base, kind)}
                target="_blank"
                rel="noopener"
                endIcon={<OpenInNew fontSize="small" />}
              >
                {t('seePublic')}
              </Button>
            ) : undefined
          }
        >
          {status}
        </Alert>
        {latest?.unreviewedModel && <Alert severity="warning">{t('unreviewed')}</Alert>}
        <Card sx={{ p: { xs: 1.5, sm: 2.5 }, display: 'grid', gap: 2 }}>
          <LegalEditor value={text} onChange={setText} label={label} disabled={!canWrite || busy} />
          <Typography
            variant="body2"
            sx={{ color: dirty ? 'warning.dark' : 'text.secondary', minHeight: 20 }}
            aria-live="polite"
          >
            {dirty
              ? t('unsaved')
              : state.draft
                ? t('draftFrom', { date: formatDateTime(state.draft.updatedAt, lang, 'Europe/Paris') })
                : ''}
          </Typography>
          {canWrite && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Button
                variant="contained"
                onClick={() => void onPublish()}
                disabled={busy || !text.trim() || text === published}
                data-testid="legal-publish"
              >
                {t('publish')}
              </Button>
              <Button
                variant="outlined"
                onClick={() => save.mutate({ kind, body: text })}
                disabled={busy || !dirty || !text.trim()}
              >
                {t('saveDraft')}
              </Button>
              <Button onClick={() => void fromModel()} disabled={busy}>
                {loadingModel ? t('modelLoading') : t('fromModel')}
              </Button>
              {state.draft && (
                <Button
                  color="inherit"
                  onClick={() => void onDiscard()}
                  disabled={busy}
                  sx={{ ml: { sm: 'auto' } }}
                >
                  {t('discardDraft')}
                </Button>
              )}
            </Box>
          )}
        </Card>
      </Box>
      <Card component="section" aria-labelledby="legal-history-title" sx={{ p: 2 }}>
        <Typography id="legal-history-title" component="h3" variant="h4" sx={{ mb: 1 }}>
          {t('history')}
        </Typography>
        <LegalHistory kind={kind} versions={state.versions} base={base} onReuse={setText} />
      </Card>
    </Box>
  );
}
