import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import InsertLink from '@mui/icons-material/InsertLink';
import Title from '@mui/icons-material/Title';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFormat, type LegalFormat } from '../logic/legal-editor.logic.ts';
import { LegalPreview } from './legal-preview.tsx';
import '../legal.i18n.ts';

type Props = { value: string; onChange: (value: string) => void; label: string; disabled?: boolean };

/**
 * The text of a legal document (issue 24): a text area with formatting buttons that write the
 * Markdown subset the shop's pages show, and the preview of what buyers will read.
 */
export function LegalEditor({ value, onChange, label, disabled }: Props) {
  const { t } = useTranslation('legal');
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const area = useRef<HTMLTextAreaElement | null>(null);

  const format = (kind: LegalFormat) => {
    const el = area.current;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    const edit = applyFormat(value, start, end, kind, t('linkText'));
    onChange(edit.text);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(edit.start, edit.end);
    });
  };
  const button = (kind: LegalFormat, icon: ReactNode, name: string) => (
    <Tooltip key={kind} title={name}>
      <ToggleButton value={kind} aria-label={name} onClick={() => format(kind)} disabled={disabled}>
        {icon}
      </ToggleButton>
    </Tooltip>
  );

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Tabs value={mode} onChange={(_, next) => setMode(next)} aria-label={label}>
          <Tab value="write" label={t('write')} />
          <Tab value="preview" label={t('preview')} />
        </Tabs>
        {mode === 'write' && (
          <ToggleButtonGroup size="small" aria-label={t('toolbar')} value={null}>
            {button('heading', <Title fontSize="small" />, t('heading'))}
            {button('subheading', <Title sx={{ fontSize: 15 }} />, t('subheading'))}
            {button('bold', <FormatBold fontSize="small" />, t('bold'))}
            {button('italic', <FormatItalic fontSize="small" />, t('italic'))}
            {button('list', <FormatListBulleted fontSize="small" />, t('list'))}
            {button('numbered', <FormatListNumbered fontSize="small" />, t('numbered'))}
            {button('link', <InsertLink fontSize="small" />, t('link'))}
          </ToggleButtonGroup>
        )}
      </Box>
      {mode === 'write' ? (
        <>
          <TextField
            inputRef={area}
            label={label}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            multiline
            minRows={14}
            maxRows={30}
            fullWidth
            disabled={disabled}
            slotProps={{ htmlInput: { spellCheck: true, 'data-testid': 'legal-editor' } }}
            sx={{ '& textarea': { fontSize: 14, lineHeight: 1.6 } }}
          />
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('syntax')}
          </Typography>
        </>
      ) : (
        <Box
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 2, sm: 3 }, minHeight: 200 }}
          data-testid="legal-preview"
        >
          {value.trim() ? (
            <LegalPreview source={value} />
          ) : (
            <Typography color="text.secondary">{t('emptyPreview')}</Typography>
          )}
          <Button sx={{ mt: 2 }} onClick={() => setMode('write')}>
            {t('write')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
