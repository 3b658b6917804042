import { type NotificationType, notificationKind } from '@cuvee/domain';
import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import ContactMailOutlined from '@mui/icons-material/ContactMailOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import EuroOutlined from '@mui/icons-material/EuroOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import HourglassTopOutlined from '@mui/icons-material/HourglassTopOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import MailLockOutlined from '@mui/icons-material/MailLockOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PaidOutlined from '@mui/icons-material/PaidOutlined';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import type SvgIcon from '@mui/material/SvgIcon';

/** One icon per notification type of spec §3 and decisions 0025, 0155 (any type containing "payment" is a payment). */
const ICONS: Record<NotificationType | 'other', typeof SvgIcon> = {
  accessTypo: LocalOfferOutlined,
  agentCreateNewAllocations: Inventory2Outlined,
  agentInvitation: MarkEmailUnreadOutlined,
  agentInvitationAnswer: HandshakeOutlined,
  agentNewProduct: PostAddOutlined,
  agentRequest: GroupAddOutlined,
  agentRequestAnswer: HowToRegOutlined,
  commissionDelay: HourglassTopOutlined,
  commissionPaid: PaidOutlined,
  endedNewsletter: CampaignOutlined,
  mailFail: MailLockOutlined,
  modifyOrder: EditNoteOutlined,
  newActivity: EventAvailableOutlined,
  newClientPropertyToAgent: PersonAddAltOutlined,
  newContact: ContactMailOutlined,
  newImportClients: UploadFileOutlined,
  newImportOrders: UploadFileOutlined,
  newImportProducts: UploadFileOutlined,
  newOrder: ShoppingBagOutlined,
  newOrderIntent: ReceiptLongOutlined,
  newResa: EventAvailableOutlined,
  newResponseReceived: ChatOutlined,
  newTask: AssignmentTurnedInOutlined,
  payment: EuroOutlined,
  paymentReceived: EuroOutlined,
  stockUpdate: ExtensionOutlined,
  taskCompleted: TaskAltOutlined,
  thresholdReach: WarningAmberOutlined,
  other: NotificationsOutlined,
};

export function NotificationIcon({ type }: { type: string }) {
  const Icon = ICONS[notificationKind(type)];
  const kind = notificationKind(type);
  return (
    <Icon
      fontSize="small"
      data-kind={kind}
      sx={{ color: kind === 'thresholdReach' || kind === 'mailFail' ? 'warning.main' : 'primary.main' }}
    />
  );
}
