import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import Menu from '@mui/icons-material/Menu';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { readableBrand } from '../../../../app/theme.ts';
import type { TabDraft } from '../../logic/tabs.ts';
import '../../catalogue.i18n.ts';

export type HeaderStyle = 'classic' | 'centered' | 'minimal';
export type PreviewState = {
  name: string;
  color: string;
  banner: string | null;
  logo: string | null;
  headerStyle: HeaderStyle;
  tabs: TabDraft[];
};

function Logo({ src, size, color }: { src: string | null; size: number; color: string }) {
  return (
    <Box
      sx={{
        width: size,
        height: size,
        borderRadius: 1.5,
        bgcolor: src ? '#fff' : color,
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
        flexShrink: 0,
        border: src ? 1 : 0,
        borderColor: 'divider',
      }}
    >
      {src && (
        <Box component="img" src={src} alt="" sx={{ width: '100%', height: '100%', objectFit: 'contain' }} />
      )}
    </Box>
  );
}

function Banner({ src, color, height }: { src: string | null; color: string; height?: number }) {
  return (
    <Box
      sx={{
        aspectRatio: height ? undefined : '4 / 1',
        height,
        width: '100%',
        background: src
          ? `center / cover no-repeat url("${src}")`
          : `linear-gradient(120deg, ${color}, ${color}99)`,
      }}
    />
  );
}

function TabsRow({
  state,
  brand,
  centered,
  compact,
}: {
  state: PreviewState;
  brand: string;
  centered?: boolean;
  compact?: boolean;
}) {
  const { t } = useTranslation('catalogue');
  const names = state.tabs.length ? state.tabs.map((tab) => tab.name || '…') : [t('customize.allProducts')];
  const children = state.tabs[0]?.children ?? [];
  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          gap: compact ? 1.5 : 2.5,
          px: 2,
          justifyContent: centered ? 'center' : 'flex-start',
          overflow: 'hidden',
          whiteSpace: 'nowrap',
        }}
      >
        {names.map((name, i) => (
          <Box
            // biome-ignore lint/suspicious/noArrayIndexKey: names may repeat while typing
            key={i}
            sx={{
              py: 1,
              fontSize: compact ? 12 : 13,
              fontWeight: i === 0 ? 700 : 500,
              color: i === 0 ? brand : 'text.secondary',
              borderBottom: 2,
              borderColor: i === 0 ? brand : 'transparent',
            }}
          >
            {name}
          </Box>
        ))}
      </Box>
      {children.length > 0 && !compact && (
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            px: 2,
            py: 0.75,
            bgcolor: '#faf7f2',
            justifyContent: centered ? 'center' : 'flex-start',
          }}
        >
          {children.map((c) => (
            <Box
              key={c.uid}
              sx={{
                fontSize: 12,
                px: 1.25,
                py: 0.25,
                borderRadius: 5,
                border: 1,
                borderColor: 'divider',
                bgcolor: '#fff',
              }}
            >
              {c.name || '…'}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

function Icons({ brand }: { brand: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, color: 'text.secondary', alignItems: 'center' }}>
      <ShoppingCartOutlined fontSize="small" sx={{ color: brand }} />
      <AccountCircleOutlined fontSize="small" />
    </Box>
  );
}

/** The storefront header as visitors will see it, drawn from the unsaved settings. */
export function HeaderPreview({ state, mobile }: { state: PreviewState; mobile: boolean }) {
  const brand = readableBrand(state.color);
  const name = (
    <Typography sx={{ fontWeight: 700, fontSize: mobile ? 15 : 18, lineHeight: 1.2 }} noWrap>
      {state.name}
    </Typography>
  );
  let header: React.ReactNode;
  if (mobile) {
    header = (
      <>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 1.5,
            height: 52,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Menu fontSize="small" />
          <Logo src={state.logo} size={30} color={brand} />
          <Box sx={{ flex: 1, minWidth: 0 }}>{name}</Box>
          <Icons brand={brand} />
        </Box>
        {state.headerStyle !== 'minimal' && <Banner src={state.banner} color={brand} />}
        <TabsRow state={state} brand={brand} compact />
      </>
    );
  } else if (state.headerStyle === 'centered') {
    header = (
      <>
        <Box sx={{ position: 'relative' }}>
          <Banner src={state.banner} color={brand} />
          <Box
            sx={{
              position: 'absolute',
              right: 12,
              top: 10,
              bgcolor: 'rgba(255,255,255,0.92)',
              borderRadius: 5,
              px: 1,
              py: 0.25,
            }}
          >
            <Icons brand={brand} />
          </Box>
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mt: -4, gap: 0.75 }}>
          <Box sx={{ boxShadow: 2, borderRadius: 1.5 }}>
            <Logo src={state.logo} size={64} color={brand} />
          </Box>
          {name}
        </Box>
        <TabsRow state={state} brand={brand} centered />
      </>
    );
  } else if (state.headerStyle === 'minimal') {
    header = (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, minHeight: 56 }}>
        <Logo src={state.logo} size={32} color={brand} />
        {name}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <TabsRow
            state={{ ...state, tabs: state.tabs.map((tab) => ({ ...tab, children: [] })) }}
            brand={brand}
          />
        </Box>
        <Icons brand={brand} />
      </Box>
    );
  } else {
    header = (
      <>
        <Banner src={state.banner} color={brand} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.25 }}>
          <Logo src={state.logo} size={44} color={brand} />
          <Box sx={{ flex: 1, minWidth: 0 }}>{name}</Box>
          <Icons brand={brand} />
        </Box>
        <TabsRow state={state} brand={brand} />
      </>
    );
  }
  return (
    <Box
      sx={{
        width: mobile ? 360 : '100%',
        maxWidth: '100%',
        mx: 'auto',
        bgcolor: '#fff',
        border: 1,
        borderColor: 'divider',
        borderRadius: mobile ? 4 : 2,
        overflow: 'hidden',
        boxShadow: '0 8px 24px rgba(31, 26, 23, 0.08)',
        borderTop: `4px solid ${brand}`,
      }}
      data-testid="header-preview"
      data-style={state.headerStyle}
    >
      {header}
      <Box
        sx={{
          p: 2,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: mobile ? '1fr 1fr' : 'repeat(4, 1fr)',
          bgcolor: '#faf7f2',
        }}
      >
        {(state.tabs[0]?.content ? [0] : []).map((k) => (
          <Typography
            key={k}
            variant="body2"
            sx={{ gridColumn: '1 / -1', color: 'text.secondary', whiteSpace: 'pre-line' }}
            noWrap
          >
            {state.tabs[0]?.content}
          </Typography>
        ))}
        {Array.from({ length: mobile ? 2 : 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards
          <Box key={i} sx={{ bgcolor: '#fff', borderRadius: 1.5, border: 1, borderColor: 'divider', p: 1 }}>
            <Box sx={{ height: 54, bgcolor: '#f3eee7', borderRadius: 1, mb: 1 }} />
            <Box sx={{ height: 8, width: '70%', bgcolor: '#e7e0d8', borderRadius: 1, mb: 0.75 }} />
            <Box sx={{ height: 8, width: '40%', bgcolor: brand, opacity: 0.5, borderRadius: 1 }} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
