/**
 * Fills the `{name}` placeholders of a label with `values`, as `uiMessage` does for its defaults:
 * labels a caller overrides ('Rimuovi {name}') are templates too. Unknown placeholders stay.
 */
export function formatLabel(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
