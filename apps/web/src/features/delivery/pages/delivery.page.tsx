import { DeliveryModes } from '../components/delivery-modes.tsx';

/** /dashboard/delivery: the shop's delivery modes (manageDelivery). */
export function DeliveryPage() {
  return <DeliveryModes />;
}
