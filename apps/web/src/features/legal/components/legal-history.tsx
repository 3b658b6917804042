import type { LegalKind, LegalVersionSummary } from '@cuvee/contracts';
import { legalPagePath } from '@cuvee/domain/legal/legal-kinds';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { legalVersionQuery } from '../api/legal.queries.ts';
import { LegalPreview } from './legal-preview.tsx';

type Props = {
  kind: LegalKind;
  versions: LegalVersionSummary[];
  /** The shop's page base ('/domaine-demo') for the public link of each version. */
  base: string | null;
  onReuse: (body: string) => void;
};

/** The published versions of a document, newest first; each can be read and taken up again. */
export function LegalHistory({ kind, versions, base, onReuse }: Props) {
  const { t } = useTranslation('legal');
  const lang = useUiLanguage();
  const [open, setOpen] = useState<number | null>(null);
  if (versions.length === 0) return <ListItemText secondary={t('historyEmpty')} />;
  return (
    <>
      <List dense disablePadding data-testid="legal-history">
        {versions.map((v) => (
          <ListItem
            key={v.id}
            divider
            disableGutters
            secondaryAction={
              <Button size="small" onClick={() => setOpen(v.version)}>
                {t('view')}
              </Button>
            }
          >
            <ListItemText
              primary={t('version', { version: v.version })}
              secondary={[
                t('publishedOn', { date: formatDateTime(v.publishedAt, lang, 'Europe/Paris') }),
                v.publishedBy ? t('by', { name: v.publishedBy }) : t('automatic'),
              ].join(' · ')}
            />
          </ListItem>
        ))}
      </List>
      {open !== null && (
        <VersionDialog
          kind={kind}
          version={open}
          base={base}
          onClose={() => setOpen(null)}
          onReuse={(body) => {
            onReuse(body);
            setOpen(null);
          }}
        />
      )}
    </>
  );
}

function VersionDialog({
  kind,
  version,
  base,
  onClose,
  onReuse,
}: {
  kind: LegalKind;
  version: number;
  base: string | null;
  onClose: () => void;
  onReuse: (body: string) => void;
}) {
  const { t } = useTranslation('legal');
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('sm'));
  const query = useQuery(legalVersionQuery(kind, version));
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={mobile}
      maxWidth="md"
      fullWidth
      aria-labelledby="legal-version-title"
    >
      <DialogTitle id="legal-version-title">{t('version', { version })}</DialogTitle>
      <DialogContent dividers>
        {query.data ? <LegalPreview source={query.data.body} /> : <LinearProgress />}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {base && (
          <Link
            href={legalPagePath(base, kind, version)}
            target="_blank"
            rel="noopener"
            sx={{ mr: 'auto', ml: 1 }}
          >
            {t('publicLink')}
          </Link>
        )}
        <Button onClick={onClose}>{t('close')}</Button>
        <Button
          variant="outlined"
          disabled={!query.data}
          onClick={() => query.data && onReuse(query.data.body)}
        >
          {t('reuse')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
