import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuthStore, useCurrentUser } from '../../../lib/auth.store.ts';
import { currentShopOf } from '../../../lib/use-can.ts';
import { AccountingSettingsSection } from '../../accounting/accounting.pages.tsx';
import { AddressBook } from '../../addresses/components/address-book.tsx';
import { AgentProfileSection } from '../../agents/agents.pages.tsx';
import { ProductsSettingsSection, TypologiesSettingsSection } from '../../catalogue/catalogue.pages.tsx';
import { RolesSettingsSection } from '../../collaborators/collaborators.pages.tsx';
import { DeliverySettingsSection } from '../../delivery/delivery.pages.tsx';
import { LegalDocumentsSettingsSection } from '../../legal/legal.pages.tsx';
import { LoyaltySettingsSection } from '../../loyalty/loyalty.pages.tsx';
import { PromotionsSettingsSection } from '../../promotions/promotions.pages.tsx';
import { AccountSection } from '../components/account.section.tsx';
import { BillingSection } from '../components/billing.section.tsx';
import { InfosSection } from '../components/infos.section.tsx';
import {
  READY_SECTIONS,
  type SettingsSection,
  sectionsFor,
  selectedSection,
} from '../logic/settings.sections.ts';
import '../settings.i18n.ts';

function ComingSection({ section }: { section: SettingsSection }) {
  const { t } = useTranslation('settings');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography component="h2" variant="h2">
        {t(`sections.${section}`)}
      </Typography>
      <Card>
        <CardContent
          sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}
          data-testid="settings-coming-soon"
        >
          <ConstructionOutlined color="primary" />
          <div>
            <Typography sx={{ fontWeight: 600 }}>
              {t('comingSoon', { module: t(`modules.${section}`) })}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('comingSoonHint')}
            </Typography>
          </div>
        </CardContent>
      </Card>
    </Box>
  );
}

/** /dashboard/settings: the 15 sections chosen by ?link (and ?tab inside a section). */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const user = useCurrentUser();
  const shopId = useAuthStore((s) => currentShopOf(s)?.id ?? null);
  const [params, setParams] = useSearchParams();
  if (!user) return null;
  const sections = sectionsFor(user, shopId);
  const section = selectedSection(params.get('link'), sections);
  return (
    <Box sx={{ maxWidth: 1280 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '220px 1fr' },
          alignItems: 'start',
        }}
      >
        {sections.length > 1 && (
          <Tabs
            orientation="vertical"
            variant="scrollable"
            value={section}
            onChange={(_, link: string) => setParams({ link }, { replace: false })}
            aria-label={t('sectionsNav')}
            sx={{
              display: { xs: 'none', md: 'flex' },
              borderRight: 1,
              borderColor: 'divider',
              '& .MuiTab-root': { alignItems: 'flex-start', textAlign: 'left', minHeight: 40, py: 1 },
            }}
          >
            {sections.map((key) => (
              <Tab key={key} value={key} label={t(`sections.${key}`)} data-section={key} />
            ))}
          </Tabs>
        )}
        {sections.length > 1 && (
          <Tabs
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            value={section}
            onChange={(_, link: string) => setParams({ link })}
            aria-label={t('sectionsNav')}
            sx={{ display: { xs: 'flex', md: 'none' }, borderBottom: 1, borderColor: 'divider' }}
          >
            {sections.map((key) => (
              <Tab key={key} value={key} label={t(`sections.${key}`)} />
            ))}
          </Tabs>
        )}
        <Box sx={{ minWidth: 0, gridColumn: sections.length > 1 ? undefined : '1 / -1' }}>
          {section === 'infos' && <InfosSection />}
          {section === 'account' && <AccountSection addresses={<AddressBook />} />}
          {section === 'account' && user.role === 'agent' && (
            <Box sx={{ mt: 3 }}>
              <AgentProfileSection />
            </Box>
          )}
          {section === 'typos' && <TypologiesSettingsSection />}
          {section === 'products' && <ProductsSettingsSection />}
          {section === 'delivery' && <DeliverySettingsSection />}
          {section === 'documents' && <LegalDocumentsSettingsSection />}
          {section === 'billing' && <BillingSection />}
          {section === 'accounting' && <AccountingSettingsSection />}
          {section === 'roles' && <RolesSettingsSection />}
          {section === 'crm' && <LoyaltySettingsSection />}
          {section === 'promotions' && <PromotionsSettingsSection />}
          {!READY_SECTIONS.has(section) && <ComingSection section={section} />}
        </Box>
      </Box>
    </Box>
  );
}
