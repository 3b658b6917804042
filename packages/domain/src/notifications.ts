/**
 * The 23 notification types of the spec (§3 Notification), and the agent requests' two
 * (decision 0025): `agentRequest` to the shop's staff, `agentRequestAnswer` to the agent; a shop's
 * invitation the other way (decision 0155): `agentInvitation` to the agent, `agentInvitationAnswer`
 * to the shop's staff.
 */
export const NOTIFICATION_TYPES = [
  'accessTypo',
  'agentCreateNewAllocations',
  'agentInvitation',
  'agentInvitationAnswer',
  'agentNewProduct',
  'agentRequest',
  'agentRequestAnswer',
  'commissionDelay',
  'commissionPaid',
  'endedNewsletter',
  'mailFail',
  'modifyOrder',
  'newActivity',
  'newClientPropertyToAgent',
  'newContact',
  'newImportClients',
  'newImportOrders',
  'newImportProducts',
  'newOrder',
  'newOrderIntent',
  'newResa',
  'newResponseReceived',
  'newTask',
  'payment',
  'paymentReceived',
  'stockUpdate',
  'taskCompleted',
  'thresholdReach',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Any type containing "payment" is shown as a payment notification. */
export function notificationKind(type: string): NotificationType | 'other' {
  if (type.toLowerCase().includes('payment')) return 'payment';
  return (NOTIFICATION_TYPES as readonly string[]).includes(type) ? (type as NotificationType) : 'other';
}
