import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AuthBanner, AuthLogo, useBrandingShop } from '../../features/auth/components/auth-branding.tsx';
import { COPYRIGHT_HOLDER } from '../../lib/config.ts';
import { LanguageSwitch } from '../../lib/language-switch.tsx';

/** Auth screens: the shop's or the season's banner beside the form (spec §2). */
export function AuthLayout() {
  const shop = useBrandingShop();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1.1fr 1fr' }, minHeight: '100vh' }}>
      <Box
        component="aside"
        sx={{ position: { md: 'sticky' }, top: 0, height: { xs: 150, sm: 200, md: '100vh' } }}
      >
        <AuthBanner shop={shop} />
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          bgcolor: 'background.paper',
          minHeight: { md: '100vh' },
        }}
      >
        <Box
          component="header"
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            px: { xs: 3, sm: 5 },
            pt: 3,
          }}
        >
          <AuthLogo shop={shop} />
          <LanguageSwitch color="primary" />
        </Box>
        <Box
          component="main"
          sx={{
            flex: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            px: { xs: 3, sm: 5 },
            py: 4,
          }}
        >
          <Box sx={{ width: '100%', maxWidth: 440 }}>
            <Suspense fallback={null}>
              <Outlet context={{ shop }} />
            </Suspense>
          </Box>
        </Box>
        <Box component="footer" sx={{ px: { xs: 3, sm: 5 }, pb: { xs: 12, sm: 3 }, pt: 1 }}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            © {new Date().getFullYear()} {COPYRIGHT_HOLDER}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
