/**
 * The code a ticket is known by: 'TCK-<year>-<number>', the number zero-padded to at least four
 * digits ('TCK-2026-0001'). The spec names the field (001 §3 Ticket: "id, code, …") and the
 * ticket's category tag TCK (002 §3.6), but no format or width: the width is ours. Four digits,
 * as the demo data, the web app's relation chips and its e2e tests have always shown them, and as
 * the platform's other codes (orders, billing tokens, activities) are padded. It is a minimum: a
 * 10 000th ticket reads 'TCK-2026-10000', never a cut number.
 */
export function ticketCode(year: number, sequence: number): string {
  return `TCK-${String(year)}-${String(sequence).padStart(4, '0')}`;
}
