/**
 * The record pickers of the app's forms (002 §2.3): a building, supplier or employee SearchPicker
 * bound to a form field that holds the picked record, with ui's presentation of that record kind
 * and the app's cached search (pickerSearches.ts). The order, ticket and claim forms and the
 * ticket's assignment dialog share them, so a picker looks and searches the same everywhere.
 */
import {
  buildingPickerPresentation,
  contactPickerPresentation,
  employeePickerPresentation,
  supplierPickerPresentation,
  unitPickerPresentation,
  type SearchPickerPresentation,
} from '@portineria/ui';
import type { Control, FieldPath, FieldValues, RegisterOptions } from 'react-hook-form';
import { FormSearchPicker } from './formFields.tsx';
import { usePickerSearches } from './pickerSearches.ts';

/** Props of a bound record picker. */
export interface FormRecordPickerProps<Values extends FieldValues, Name extends FieldPath<Values>> {
  control: Control<Values>;
  /** The form field holding the picked record (or null). */
  name: Name;
  /** The field's label, '(*)' included when it is required. */
  label: string;
  /** React Hook Form's rules, for a form whose rules run outside the resolver. */
  rules?: Omit<RegisterOptions<Values, Name>, 'valueAsNumber' | 'valueAsDate' | 'setValueAs'>;
  /** Shown but not changeable (the order's building once sent). */
  isDisabled?: boolean;
  /** The field holds a list of records, picked one after the other (the suppliers asked). */
  multiple?: boolean;
}

type PickerSearches = ReturnType<typeof usePickerSearches>;

/** A picker of one record kind: its presentation and its search. */
function recordPicker<Item>(
  presentation: () => SearchPickerPresentation<Item>,
  searchOf: (searches: PickerSearches) => (text: string) => Promise<Item[]>,
) {
  return function FormRecordPicker<Values extends FieldValues, Name extends FieldPath<Values>>({
    label,
    ...field
  }: FormRecordPickerProps<Values, Name>) {
    const searches = usePickerSearches();
    return (
      <FormSearchPicker<Item, Values, Name>
        {...field}
        {...presentation()}
        label={label}
        search={searchOf(searches)}
      />
    );
  };
}

/** A building (the resident finds only its own buildings: the gateway's tenant rule). */
export const FormBuildingPicker = recordPicker(
  buildingPickerPresentation,
  (searches) => searches.building,
);
/** A supplier of the organisation. */
export const FormSupplierPicker = recordPicker(
  supplierPickerPresentation,
  (searches) => searches.supplier,
);
/** An employee of the organisation. */
export const FormEmployeePicker = recordPicker(
  employeePickerPresentation,
  (searches) => searches.employee,
);
/** A contact of the organisation (an entitlement's contact or deputy). */
export const FormContactPicker = recordPicker(
  contactPickerPresentation,
  (searches) => searches.contact,
);
/** A unit of the organisation's buildings (an entitlement's). */
export const FormUnitPicker = recordPicker(unitPickerPresentation, (searches) => searches.unit);
