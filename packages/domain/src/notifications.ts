/** The 23 notification types of the spec (§3 Notification). */
export const NOTIFICATION_TYPES = [
  'accessTypo',
  'agentCreateNewAllocations',
  'agentNewProduct',
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
