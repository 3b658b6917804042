import type { BookAddress } from '@cuvee/contracts';
import type { AddressKind } from '@cuvee/domain/addresses/address-book';
import type { ReactNode } from 'react';
import {
  type Control,
  type FieldPath,
  type FieldValues,
  type UseFormSetValue,
  useWatch,
} from 'react-hook-form';
import { type AddressFormValues, blankAddress, formAddressOf } from '../logic/addresses.logic.ts';
import { AddressChoice } from './address-choice.tsx';
import { AddressFields } from './address-fields.tsx';

/**
 * An address of a form with the book's choice above it (issue 24): 'Adresse enregistrée' fills
 * the fields with a saved address, 'Nouvelle adresse' empties them (the account's names kept);
 * the fields stay open, so a saved address can be corrected for this order (the order then
 * keeps it as a new entry of the book).
 */
export function AddressFormSection<T extends FieldValues>({
  control,
  setValue,
  prefix,
  kind,
  book,
  names,
  section,
  children,
}: {
  control: Control<T, unknown, unknown>;
  setValue: UseFormSetValue<T>;
  prefix: string;
  kind: AddressKind;
  book: readonly BookAddress[];
  names: { firstname: string; lastname: string };
  section: 'shipping' | 'billing';
  children?: ReactNode;
}) {
  const values = useWatch({ control, name: prefix as FieldPath<T> }) as
    | Partial<AddressFormValues>
    | undefined;
  // The whole address at once: a saved address's other fields (a company's name) go with it, and go when it goes.
  const fill = (address: AddressFormValues) =>
    setValue(prefix as FieldPath<T>, address as never, { shouldDirty: true });
  return (
    <>
      <AddressChoice
        book={book}
        kind={kind}
        values={values ?? {}}
        onChoose={(entry) => fill(entry ? formAddressOf(entry.address) : blankAddress(names))}
      />
      {children}
      <AddressFields control={control} prefix={prefix} section={section} />
    </>
  );
}
