import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import SubdirectoryArrowRight from '@mui/icons-material/SubdirectoryArrowRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { openPopup } from '../../../../components/popup/popup.store.ts';
import { useUiLanguage } from '../../../../lib/i18n.ts';
import { moved } from '../../logic/lists.ts';
import { type FieldIssue, issueText } from '../../logic/messages.ts';
import { type ChildDraft, newChildDraft, newTabDraft, pageParam, type TabDraft } from '../../logic/tabs.ts';
import '../../catalogue.i18n.ts';

type Props = { tabs: TabDraft[]; onChange(tabs: TabDraft[]): void; issues: FieldIssue[]; disabled: boolean };

function Row(props: {
  draft: ChildDraft;
  child?: boolean;
  index: number;
  count: number;
  issues: FieldIssue[];
  disabled: boolean;
  onChange(patch: Partial<ChildDraft>): void;
  onMove(to: number): void;
  onRemove(): void;
}) {
  const { t } = useTranslation('catalogue');
  const lang = useUiLanguage();
  const issue = (field: string) =>
    issueText(
      props.issues.find((i) => i.path === `${props.draft.uid}.${field}`),
      lang,
    );
  const label = props.child ? t('customize.childName') : t('customize.tabName');
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr auto', alignItems: 'start' }}>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <TextField
          size="small"
          label={label}
          value={props.draft.name}
          onChange={(e) => props.onChange({ name: e.target.value })}
          error={Boolean(issue('name'))}
          helperText={
            issue('name') ??
            (props.draft.name.trim()
              ? t('customize.tabId', { page: pageParam(props.draft.name) })
              : undefined)
          }
          disabled={props.disabled}
          slotProps={{ htmlInput: { maxLength: 80, 'data-testid': props.child ? 'child-name' : 'tab-name' } }}
        />
        <TextField
          size="small"
          label={t('customize.tabContent')}
          value={props.draft.content}
          onChange={(e) => props.onChange({ content: e.target.value })}
          error={Boolean(issue('content'))}
          helperText={issue('content')}
          multiline
          minRows={props.child ? 1 : 2}
          maxRows={8}
          disabled={props.disabled}
        />
      </Box>
      {!props.disabled && (
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' } }}>
          <IconButton
            size="small"
            aria-label={`${t('customize.moveUp')} ${props.draft.name}`}
            disabled={props.index === 0}
            onClick={() => props.onMove(props.index - 1)}
          >
            <ArrowUpward fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={`${t('customize.moveDown')} ${props.draft.name}`}
            disabled={props.index === props.count - 1}
            onClick={() => props.onMove(props.index + 1)}
          >
            <ArrowDownward fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={`${t('customize.removeTab')} ${props.draft.name}`}
            onClick={props.onRemove}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Box>
      )}
    </Box>
  );
}

/** Tabs and child tabs of the storefront: add, rename, reorder, remove, each with its text. */
export function TabsEditor({ tabs, onChange, issues, disabled }: Props) {
  const { t } = useTranslation('catalogue');

  async function confirmRemove(draft: ChildDraft): Promise<boolean> {
    if (!draft.id) return true;
    const result = await openPopup({
      title: t('customize.removeTitle', { name: draft.name }),
      text: t('customize.removeText'),
      size: 'small',
      validateLabel: t('customize.removeTab'),
    });
    return result !== null;
  }

  const setTab = (i: number, patch: Partial<TabDraft>) =>
    onChange(tabs.map((tab, j) => (j === i ? { ...tab, ...patch } : tab)));

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {tabs.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('customize.noTabs')}
        </Typography>
      )}
      {tabs.map((tab, i) => (
        <Box
          key={tab.uid}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2.5, p: 1.5, bgcolor: 'background.paper' }}
          data-testid="tab-editor"
        >
          <Row
            draft={tab}
            index={i}
            count={tabs.length}
            issues={issues}
            disabled={disabled}
            onChange={(patch) => setTab(i, patch)}
            onMove={(to) => onChange(moved(tabs, i, to))}
            onRemove={() =>
              void confirmRemove(tab).then((ok) => ok && onChange(tabs.filter((_, j) => j !== i)))
            }
          />
          <Box sx={{ display: 'grid', gap: 1.25, mt: tab.children.length ? 1.5 : 0, pl: { xs: 1, sm: 3 } }}>
            {tab.children.map((child, k) => (
              <Box key={child.uid} sx={{ display: 'flex', gap: 1 }}>
                <SubdirectoryArrowRight fontSize="small" sx={{ color: 'text.disabled', mt: 1 }} />
                <Box sx={{ flex: 1 }}>
                  <Row
                    child
                    draft={child}
                    index={k}
                    count={tab.children.length}
                    issues={issues}
                    disabled={disabled}
                    onChange={(patch) =>
                      setTab(i, { children: tab.children.map((c, j) => (j === k ? { ...c, ...patch } : c)) })
                    }
                    onMove={(to) => setTab(i, { children: moved(tab.children, k, to) })}
                    onRemove={() =>
                      void confirmRemove(child).then(
                        (ok) => ok && setTab(i, { children: tab.children.filter((_, j) => j !== k) }),
                      )
                    }
                  />
                </Box>
              </Box>
            ))}
          </Box>
          {!disabled && (
            <Button
              size="small"
              startIcon={<Add />}
              sx={{ mt: 1, ml: { sm: 3 } }}
              onClick={() => setTab(i, { children: [...tab.children, newChildDraft()] })}
            >
              {t('customize.addChild')}
            </Button>
          )}
        </Box>
      ))}
      {!disabled && (
        <Button
          startIcon={<Add />}
          variant="outlined"
          onClick={() => onChange([...tabs, newTabDraft()])}
          sx={{ justifySelf: 'start' }}
          data-testid="add-tab"
        >
          {t('customize.addTab')}
        </Button>
      )}
    </Box>
  );
}
