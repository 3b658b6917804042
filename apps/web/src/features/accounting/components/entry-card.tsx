import type { EntryView } from '@cuvee/contracts';
import { formatEuros } from '@cuvee/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../components/shared/use-is-mobile.ts';
import { formatDate } from '../../../lib/format.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import '../accounting.i18n.ts';

const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
/** An amount on its side of the entry, nothing on the other (as an accountant reads a journal). */
const side = (cents: number) => (cents ? formatEuros(cents) : '');

/** What an entry is besides its lines: reversed, a reversal, lettered, in a closed month. */
function EntryChips({ entry }: { entry: EntryView }) {
  const { t } = useTranslation('accounting');
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {entry.lettering !== 'none' && (
        <Chip
          size="small"
          color={entry.lettering === 'full' ? 'success' : 'warning'}
          variant="outlined"
          label={t(`journals.letteringState.${entry.lettering}`)}
          data-testid="entry-lettering"
        />
      )}
      {entry.reversedBy && (
        <Chip size="small" color="error" variant="outlined" label={t('journals.reversed')} />
      )}
      {entry.reverses && <Chip size="small" variant="outlined" label={t('journals.reversalChip')} />}
      {entry.closed && <Chip size="small" variant="outlined" label={t('journals.closed')} />}
    </Box>
  );
}

/**
 * One entry of a journal: its number, date, piece and label, then its lines (account with the
 * client's auxiliary account, label, debit, credit, letter) and its totals, debit = credit.
 * A table on wide screens; on phones each line as a small block.
 */
export function EntryCard({ entry }: { entry: EntryView }) {
  const { t } = useTranslation('accounting');
  const lang = useUiLanguage();
  const mobile = useIsMobile();
  const balanced = entry.debit === entry.credit;
  const header = (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap', px: 2, pt: 1.5, pb: 1 }}>
      <Typography component="h3" sx={{ fontWeight: 700, ...num }}>
        {entry.number}
      </Typography>
      <Typography sx={{ color: 'text.secondary', ...num }}>{formatDate(entry.date, lang)}</Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        {t('journals.piece')} {entry.pieceRef}
      </Typography>
      <Typography sx={{ flex: '1 1 200px', minWidth: 0 }}>{entry.label}</Typography>
      <EntryChips entry={entry} />
    </Box>
  );
  if (mobile)
    return (
      <Box component="li" data-testid="journal-entry" sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
        {header}
        <Box component="ul" sx={{ listStyle: 'none', m: 0, px: 2, display: 'grid', gap: 1 }}>
          {entry.lines.map((l, i) => (
            <Box
              component="li"
              // biome-ignore lint/suspicious/noArrayIndexKey: an entry's lines never move
              key={i}
              data-testid="entry-line"
              sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.25 }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600, ...num }}>
                {l.account}
                {l.auxAccount ? ` · ${l.auxAccount}` : ''}
                {l.letter ? ` · ${t('journals.lines.letter')} ${l.letter}` : ''}
              </Typography>
              <Typography variant="body2" sx={{ textAlign: 'right', ...num }}>
                {l.debit ? `${t('journals.debitShort')} ${formatEuros(l.debit)}` : ''}
                {l.credit ? `${t('journals.creditShort')} ${formatEuros(l.credit)}` : ''}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', gridColumn: '1 / -1' }}>
                {l.label}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="body2" sx={{ px: 2, pt: 1, fontWeight: 600, textAlign: 'right', ...num }}>
          {t('journals.debit')} {formatEuros(entry.debit)} · {t('journals.credit')}{' '}
          {formatEuros(entry.credit)}
        </Typography>
      </Box>
    );
  return (
    <Box component="li" data-testid="journal-entry" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      {header}
      <Table size="small" aria-label={t('journals.entry', { number: entry.number })}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 150 }}>{t('journals.lines.account')}</TableCell>
            <TableCell>{t('journals.lines.label')}</TableCell>
            <TableCell align="right" sx={{ width: 130 }}>
              {t('journals.lines.debit')}
            </TableCell>
            <TableCell align="right" sx={{ width: 130 }}>
              {t('journals.lines.credit')}
            </TableCell>
            <TableCell sx={{ width: 110 }}>{t('journals.lines.letter')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entry.lines.map((l, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an entry's lines never move
            <TableRow key={i} data-testid="entry-line">
              <TableCell sx={num}>
                <Box component="span" sx={{ fontWeight: 600 }} title={l.accountLabel}>
                  {l.account}
                </Box>
                {l.auxAccount && (
                  <Box component="span" sx={{ color: 'text.secondary' }} title={l.auxLabel ?? undefined}>
                    {' '}
                    · {l.auxAccount}
                  </Box>
                )}
              </TableCell>
              <TableCell>{l.label}</TableCell>
              <TableCell align="right" sx={num}>
                {side(l.debit)}
              </TableCell>
              <TableCell align="right" sx={num}>
                {side(l.credit)}
              </TableCell>
              <TableCell sx={num}>
                {l.letter ? (
                  <span title={l.letteredOn ? formatDate(l.letteredOn, lang) : undefined}>{l.letter}</span>
                ) : (
                  ''
                )}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={2} sx={{ fontWeight: 600, borderBottom: 0 }}>
              {balanced ? t('journals.balanced') : t('journals.unbalanced')}
            </TableCell>
            <TableCell
              align="right"
              sx={{ fontWeight: 600, borderBottom: 0, ...num }}
              data-testid="entry-debit"
            >
              {formatEuros(entry.debit)}
            </TableCell>
            <TableCell
              align="right"
              sx={{ fontWeight: 600, borderBottom: 0, ...num }}
              data-testid="entry-credit"
            >
              {formatEuros(entry.credit)}
            </TableCell>
            <TableCell sx={{ borderBottom: 0 }} />
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}
