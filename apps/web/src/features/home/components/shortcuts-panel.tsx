import { type CreationShortcut, type ShortcutGroup, visibleShortcuts } from '@cuvee/domain';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuthStore } from '../../../lib/auth.store.ts';
import { VERSION_FLAGS } from '../../../lib/config.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import '../home.i18n.ts';

const GROUP_ORDER: ShortcutGroup[] = [
  'sales',
  'clients',
  'products',
  'wineTourism',
  'marketing',
  'purchases',
];

/** The creation shortcuts of spec §2, grouped, those the user may use. */
export function ShortcutsPanel() {
  const { t } = useTranslation('home');
  const language = useUiLanguage();
  const user = useAuthStore((s) => s.user);
  const shop = useAuthStore((s) => s.shop);
  const shortcuts = useMemo(
    () =>
      user
        ? visibleShortcuts(user.role, {
            user,
            shopIntegration: shop?.integration ?? null,
            flags: VERSION_FLAGS,
          })
        : [],
    [user, shop],
  );
  const groups = GROUP_ORDER.map((group) => ({
    group,
    items: shortcuts.filter((s: CreationShortcut) => s.group === group),
  })).filter((g) => g.items.length > 0);
  if (groups.length === 0) return null;
  return (
    <Card component="section" aria-labelledby="shortcuts-title" data-testid="shortcuts">
      <CardContent>
        <Typography id="shortcuts-title" component="h2" variant="h3" sx={{ mb: 2 }}>
          {t('shortcutsTitle')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', xl: '1fr 1fr 1fr' },
          }}
        >
          {groups.map(({ group, items }) => (
            <Box key={group}>
              <Typography
                component="h3"
                variant="overline"
                sx={{ color: 'text.secondary', fontWeight: 700, display: 'block', mb: 0.5 }}
              >
                {t(`groups.${group}`)}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {items.map((item) => (
                  <Button
                    key={item.key}
                    component={RouterLink}
                    to={item.to}
                    size="small"
                    variant="outlined"
                    startIcon={<Add />}
                    data-shortcut={item.key}
                  >
                    {item.label[language]}
                  </Button>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
