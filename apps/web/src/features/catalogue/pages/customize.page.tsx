import { codedMessageOf, translateMessage, UpdateShopBody } from '@cuvee/contracts';
import DesktopWindowsOutlined from '@mui/icons-material/DesktopWindowsOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import SmartphoneOutlined from '@mui/icons-material/SmartphoneOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_BRAND_COLOR } from '../../../app/theme.ts';
import { SaveBar } from '../../../components/form';
import { useCurrentShop } from '../../../lib/auth.store.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useSaveShop } from '../api/catalogue.queries.ts';
import { Block, ImageSlot } from '../components/customize/customize.parts.tsx';
import {
  HeaderPreview,
  type HeaderStyle,
  type PreviewState,
} from '../components/customize/header-preview.tsx';
import { TabsEditor } from '../components/customize/tabs-editor.tsx';
import { LeaveDialog, useLeaveGuard } from '../components/leave-guard.tsx';
import type { FieldIssue } from '../logic/messages.ts';
import { draftsToTabs, tabsToDrafts } from '../logic/tabs.ts';
import '../catalogue.i18n.ts';

const HEX = /^#[0-9a-fA-F]{6}$/;
const STYLES: HeaderStyle[] = ['classic', 'centered', 'minimal'];
const COLOR_RULE = UpdateShopBody.shape.color.unwrap();

/** /dashboard/customize: the storefront's colour, banner, logo, header style and tabs, with a live preview. */
export function CustomizePage() {
  const { t } = useTranslation('catalogue');
  const lang = useUiLanguage();
  const shop = useCurrentShop();
  const readOnly = !useCan('shop.settings.write');
  const save = useSaveShop();
  const [preview, setPreview] = useState<'desktop' | 'mobile'>('desktop');
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const initial = (): PreviewState => ({
    name: shop?.name ?? '',
    color: shop?.editedShop.color ?? shop?.color ?? DEFAULT_BRAND_COLOR,
    banner: shop?.editedShop.banner ?? null,
    logo: shop?.editedShop.logo ?? null,
    headerStyle: (STYLES as string[]).includes(shop?.headerStyle ?? '')
      ? (shop?.headerStyle as HeaderStyle)
      : 'classic',
    tabs: tabsToDrafts(shop?.tabs ?? []),
  });
  const [saved, setSaved] = useState(initial);
  const [state, setState] = useState(saved);
  const dirty = JSON.stringify(state) !== JSON.stringify(saved);
  const guard = useLeaveGuard(dirty);
  if (!shop) return null;
  const colorIssue = COLOR_RULE.safeParse(state.color).error?.issues[0];
  const colorError = colorIssue ? translateMessage(codedMessageOf(colorIssue), lang) : undefined;
  const set = (patch: Partial<PreviewState>) => setState((s) => ({ ...s, ...patch }));

  async function submit() {
    const checked = draftsToTabs(state.tabs);
    if (!checked.ok) return setIssues(checked.issues);
    if (colorError) return;
    setIssues([]);
    try {
      const next = await save.mutateAsync({
        color: state.color,
        editedShop: { color: state.color, banner: state.banner, logo: state.logo },
        headerStyle: state.headerStyle,
        tabs: checked.tabs,
      });
      const fresh: PreviewState = {
        ...state,
        tabs: tabsToDrafts(next.tabs),
        color: next.editedShop.color ?? next.color,
        banner: next.editedShop.banner ?? null,
        logo: next.editedShop.logo ?? null,
      };
      setSaved(fresh);
      setState(fresh);
    } catch {
      // The API's message is in the snackbar.
    }
  }

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, pb: { xs: 12, sm: 4 }, maxWidth: 1600, mx: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Box sx={{ flex: 1, minWidth: 240 }}>
          <Typography variant="h1">{t('customize.title')}</Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t('customize.intro')}</Typography>
        </Box>
        <Button href={`/${shop.urlShop}`} target="_blank" rel="noopener" startIcon={<OpenInNew />}>
          {t('customize.visit')}
        </Button>
      </Box>
      {readOnly && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('customize.readOnly')}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(420px, 5fr) 6fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, order: { xs: 2, lg: 1 } }}>
          <Block title={t('customize.identity')}>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
              <Box
                component="input"
                type="color"
                aria-label={t('customize.color')}
                value={HEX.test(state.color) ? state.color : DEFAULT_BRAND_COLOR}
                onChange={(event: React.ChangeEvent<HTMLInputElement>) => set({ color: event.target.value })}
                disabled={readOnly}
                sx={{
                  width: 56,
                  height: 40,
                  p: 0,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1.5,
                  cursor: 'pointer',
                  bgcolor: 'transparent',
                }}
              />
              <TextField
                size="small"
                label={t('customize.colorHex')}
                value={state.color}
                onChange={(e) => set({ color: e.target.value.trim() })}
                error={Boolean(colorError)}
                helperText={colorError}
                disabled={readOnly}
                sx={{ maxWidth: 180 }}
                slotProps={{ htmlInput: { maxLength: 7 } }}
              />
            </Box>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 180px' } }}>
              <ImageSlot
                label={t('customize.banner')}
                src={state.banner}
                aspect={4}
                kind="banner"
                cropTitle={t('customize.cropBanner')}
                disabled={readOnly}
                onChange={(banner) => set({ banner })}
              />
              <ImageSlot
                label={t('customize.logo')}
                src={state.logo}
                aspect={1}
                kind="logo"
                cropTitle={t('customize.cropLogo')}
                disabled={readOnly}
                onChange={(logo) => set({ logo })}
              />
            </Box>
          </Block>
          <Block title={t('customize.header')}>
            <RadioGroup
              value={state.headerStyle}
              onChange={(e) => set({ headerStyle: e.target.value as HeaderStyle })}
              aria-label={t('customize.header')}
              sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
            >
              {STYLES.map((style) => (
                <FormControlLabel
                  key={style}
                  value={style}
                  disabled={readOnly}
                  control={<Radio size="small" />}
                  sx={{
                    m: 0,
                    p: 1,
                    pr: 1.5,
                    alignItems: 'flex-start',
                    border: 1,
                    borderRadius: 2,
                    borderColor: state.headerStyle === style ? 'primary.main' : 'divider',
                    bgcolor: state.headerStyle === style ? 'rgba(123, 30, 58, 0.04)' : 'transparent',
                  }}
                  label={
                    <Box sx={{ pt: 0.75 }}>
                      <Typography sx={{ fontWeight: 600 }}>{t(`customize.headerStyles.${style}`)}</Typography>
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {t(`customize.headerHints.${style}`)}
                      </Typography>
                    </Box>
                  }
                />
              ))}
            </RadioGroup>
          </Block>
          <Block title={t('customize.tabs')} intro={t('customize.tabsIntro')}>
            <TabsEditor
              tabs={state.tabs}
              onChange={(tabs) => set({ tabs })}
              issues={issues}
              disabled={readOnly}
            />
          </Block>
        </Box>
        <Box sx={{ position: { lg: 'sticky' }, top: { lg: 88 }, order: { xs: 1, lg: 2 } }}>
          <Card sx={{ bgcolor: '#f5f1ea' }}>
            <CardContent>
              <Box sx={{ display: 'flex', alignItems: 'center', mb: 2, gap: 2 }}>
                <Typography component="h2" variant="h4" sx={{ flex: 1 }}>
                  {t('customize.preview')}
                </Typography>
                <ToggleButtonGroup
                  size="small"
                  exclusive
                  value={preview}
                  onChange={(_, v: 'desktop' | 'mobile' | null) => v && setPreview(v)}
                  aria-label={t('customize.preview')}
                >
                  <ToggleButton
                    value="desktop"
                    aria-label={t('customize.previewDesktop')}
                    title={t('customize.previewDesktop')}
                  >
                    <DesktopWindowsOutlined fontSize="small" />
                  </ToggleButton>
                  <ToggleButton
                    value="mobile"
                    aria-label={t('customize.previewMobile')}
                    title={t('customize.previewMobile')}
                  >
                    <SmartphoneOutlined fontSize="small" />
                  </ToggleButton>
                </ToggleButtonGroup>
              </Box>
              <HeaderPreview state={state} mobile={preview === 'mobile'} />
            </CardContent>
          </Card>
        </Box>
      </Box>
      {!readOnly && (
        <SaveBar
          dirty={dirty}
          saving={save.isPending}
          invalid={Boolean(colorError)}
          onSave={() => void submit()}
          onCancel={() => setState(saved)}
          status={dirty ? t('customize.unsaved') : t('customize.saved')}
          saveLabel={t('customize.save')}
        />
      )}
      <LeaveDialog blocker={guard.blocker} />
    </Box>
  );
}
