import type { CommissionStatement } from '@cuvee/contracts';
import type { StatusGroup } from '@cuvee/domain';
import { useTranslation } from 'react-i18next';
import { GroupChip } from '../../../components/shared/status-chip.tsx';
import '../commissions.i18n.ts';

const GROUP: Record<CommissionStatement['status'], StatusGroup> = {
  preview: 'online',
  due: 'waiting',
  late: 'error',
  paid: 'finished',
};

/** A statement's state as a chip: running, to pay, late, paid. */
export function CommissionStatus(props: { status: CommissionStatement['status'] }) {
  const { t } = useTranslation('commissions');
  return <GroupChip group={GROUP[props.status]} label={t(`status.${props.status}`)} />;
}

/** '10 %', '12,5 %' */
export const ratePercent = (bp: number) => `${String(bp / 100).replace('.', ',')} %`;
