/**
 * Fills the `{name}` placeholders of a label with `values`: the Italian defaults are templates, and
 * so are the labels a caller overrides ('Rimuovi {name}'). Unknown placeholders stay, so that a
 * missing value shows instead of vanishing.
 */
export function formatLabel(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
