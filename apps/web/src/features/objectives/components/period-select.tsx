import {
  PERIOD_KINDS,
  type PeriodKind,
  periodKind,
  periodLabel,
  periodOf,
  todayInFrance,
} from '@cuvee/domain';
import { ListSelect } from '../../../components/form/filter-fields.tsx';

const KIND_LABEL: Record<PeriodKind, string> = { month: 'Mois', quarter: 'Trimestre', year: 'Année' };

/** The periods of a kind from last year to next year, newest last. */
function periodsOf(kind: PeriodKind): string[] {
  const year = Number(todayInFrance().slice(0, 4));
  const out: string[] = [];
  for (const y of [year - 1, year, year + 1]) {
    if (kind === 'year') out.push(String(y));
    if (kind === 'quarter') for (const q of [1, 2, 3, 4]) out.push(`${y}-T${q}`);
    if (kind === 'month') for (let m = 1; m <= 12; m++) out.push(`${y}-${String(m).padStart(2, '0')}`);
  }
  return out;
}

/** A period chosen by its kind (month, quarter, year; `kinds` limits them) then itself. */
export function PeriodSelect({
  value,
  onChange,
  kinds = PERIOD_KINDS,
  label,
  kindLabel,
}: {
  value: string;
  onChange(period: string): void;
  kinds?: readonly PeriodKind[];
  label: string;
  /** The kind's select's label ('Découpage'). */
  kindLabel: string;
}) {
  const kind = periodKind(value) ?? 'quarter';
  return (
    <>
      {kinds.length > 1 && (
        <ListSelect
          label={kindLabel}
          value={kind}
          options={kinds.map((k) => ({ value: k, label: KIND_LABEL[k] }))}
          onChange={(k) => k && onChange(periodOf(k as PeriodKind, todayInFrance()))}
          testId="period-kind"
        />
      )}
      <ListSelect
        label={label}
        value={value}
        options={periodsOf(kind).map((p) => ({ value: p, label: periodLabel(p) }))}
        onChange={(p) => p && onChange(p)}
        testId="period"
      />
    </>
  );
}
