import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import ContactsOutlined from '@mui/icons-material/ContactsOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import NewReleasesOutlined from '@mui/icons-material/NewReleasesOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import PointOfSaleOutlined from '@mui/icons-material/PointOfSaleOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import type SvgIcon from '@mui/material/SvgIcon';

/** The icon of each sidebar group or top-level entry (mini sidebar, drawer). */
const ICONS: Record<string, typeof SvgIcon> = {
  dashboard: DashboardOutlined,
  sales: ReceiptLongOutlined,
  wineTourism: EventOutlined,
  crm: ContactsOutlined,
  articles: CategoryOutlined,
  marketing: CampaignOutlined,
  commercial: BadgeOutlined,
  purchases: LocalShippingOutlined,
  reports: AssessmentOutlined,
  accounting: AccountBalanceOutlined,
  cashRegister: PointOfSaleOutlined,
  messaging: ForumOutlined,
  onlineShop: StorefrontOutlined,
  helpCentre: HelpOutlineOutlined,
  news: NewReleasesOutlined,
  settings: SettingsOutlined,
  orders: ShoppingBagOutlined,
  reservations: EventOutlined,
  samples: DescriptionOutlined,
  clients: ContactsOutlined,
  catalogue: CategoryOutlined,
  calendar: CalendarMonthOutlined,
  shops: PeopleAltOutlined,
};

export function MenuIcon({ name, fontSize = 'small' }: { name: string; fontSize?: 'small' | 'medium' }) {
  const Icon = ICONS[name] ?? DescriptionOutlined;
  return <Icon fontSize={fontSize} />;
}
