import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import './storefront-header.i18n.ts';
import { focusRing } from './storefront-header.styles.ts';
import type { StorefrontHeaderTab } from './storefront-header.types.ts';

/** Desktop tabs; child tabs open under their parent on hover and on keyboard focus. */
export function TabBar({ tabs }: { tabs: StorefrontHeaderTab[] }) {
  const { t } = useTranslation('storefrontHeader');
  const link = (tab: StorefrontHeaderTab, child = false) => ({
    display: 'flex',
    alignItems: 'center',
    minHeight: child ? 40 : 48,
    px: child ? 2 : 1.5,
    color: tab.current ? 'primary.main' : 'text.primary',
    fontWeight: tab.current ? 700 : 500,
    fontSize: child ? '0.92rem' : '0.95rem',
    letterSpacing: child ? 0 : '0.02em',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    borderBottom: child ? 0 : '2px solid',
    borderColor: tab.current ? 'primary.main' : 'transparent',
    '&:hover': { color: 'primary.main' },
    ...focusRing,
  });
  return (
    <Box
      component="nav"
      aria-label={t('nav')}
      sx={{ display: { xs: 'none', md: 'block' }, borderTop: 1, borderColor: '#efe8e0' }}
    >
      <Box
        component="ul"
        sx={{ listStyle: 'none', display: 'flex', justifyContent: 'center', gap: 3, m: 0, p: 0 }}
      >
        {tabs.map((tab) => (
          <Box
            component="li"
            key={tab.id}
            sx={{ position: 'relative', '&:hover > ul, &:focus-within > ul': { display: 'block' } }}
          >
            <Box
              component={RouterLink}
              to={tab.to}
              aria-current={tab.current ? 'page' : undefined}
              sx={link(tab)}
            >
              {tab.label}
              {tab.children.length > 0 && (
                <Box component="span" aria-hidden="true" sx={{ ml: 0.75, fontSize: '0.7rem', opacity: 0.7 }}>
                  ▾
                </Box>
              )}
            </Box>
            {tab.children.length > 0 && (
              <Box
                component="ul"
                sx={{
                  display: 'none',
                  position: 'absolute',
                  top: '100%',
                  left: 0,
                  minWidth: 200,
                  listStyle: 'none',
                  m: 0,
                  py: 1,
                  px: 0,
                  bgcolor: 'background.paper',
                  border: 1,
                  borderColor: '#e7e0d8',
                  borderRadius: 2,
                  boxShadow: '0 12px 30px rgba(60, 30, 20, 0.12)',
                  zIndex: 2,
                }}
              >
                {tab.children.map((child) => (
                  <li key={child.id}>
                    <Box
                      component={RouterLink}
                      to={child.to}
                      aria-current={child.current ? 'page' : undefined}
                      sx={link(child, true)}
                    >
                      {child.label}
                    </Box>
                  </li>
                ))}
              </Box>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
