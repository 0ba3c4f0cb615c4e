import { validationMessage, validationMessages } from '../messages/it-IT/validation.ts';

/**
 * The Italian label of a wire field, the X of 'Il campo X …' (000 §5): 'status' → 'Stato',
 * '_building' → 'Immobile' (002 §5.1 link types). A field without a label is named as it is on
 * the wire, so a message never loses the field it is about.
 */
export function fieldLabel(field: string): string {
  const key = `validation.label.${field}`;
  return Object.hasOwn(validationMessages, key)
    ? validationMessage(key as keyof typeof validationMessages)
    : field;
}
