import { formatLabel } from '../private/formatLabel.ts';

/** Values for a message's `{name}` placeholders. */
export type MessageValues = Record<string, string | number>;

/**
 * The lookup of one group's messages: the Italian default for a key, with `{name}` placeholders
 * filled from `values`. Each component reads its group's lookup, not the merged `uiMessage`, so
 * that a bundle keeps only the strings of the groups it renders.
 */
export function messageLookup<Key extends string>(messages: Readonly<Record<Key, string>>) {
  return (key: Key, values: MessageValues = {}): string => formatLabel(messages[key], values);
}
