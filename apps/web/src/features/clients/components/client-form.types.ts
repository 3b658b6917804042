import type { ClientInput } from '@cuvee/contracts';

/** The form's values: the contract's input (the resolver parses them into ClientInput's output). */
export type ClientFormValues = ClientInput;
