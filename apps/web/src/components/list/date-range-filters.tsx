import { useComponentsT } from '../components.translate.ts';
import { DateFilter } from '../form/filter-fields.tsx';

/**
 * A list's period: its first and last day (YYYY-MM-DD), each removed when cleared. Two cells
 * of the filters' grid.
 */
export function DateRangeFilters({
  from,
  to,
  onChange,
  fromLabel,
  toLabel,
}: {
  from: string | undefined;
  to: string | undefined;
  onChange(key: 'from' | 'to', value: string | undefined): void;
  fromLabel?: string;
  toLabel?: string;
}) {
  const { t } = useComponentsT();
  return (
    <>
      <DateFilter label={fromLabel ?? t('list.from')} value={from} onChange={(v) => onChange('from', v)} />
      <DateFilter label={toLabel ?? t('list.to')} value={to} onChange={(v) => onChange('to', v)} />
    </>
  );
}
