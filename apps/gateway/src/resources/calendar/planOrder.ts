/**
 * Planning an order from the calendar (002 §4.3 acceptOrder, 'Pianifica ordine'; 001 §4.1 the
 * plan with its expected end date): `POST calendar/plan-order` with the event the dialog made,
 * linked to the order (`_order`), and the order's `version` as the dialog read it. One
 * transaction plans the order — domain's order machine decides (the PLAN event, its guards and
 * its date rule: 403, then 409 STALE_RECORD for another version, 409 for a state that does not
 * allow it, 400 with the field errors) — and creates the event; either both are written or
 * neither. The event's end day is the order's expected end date. Our path: the spec shows none.
 *
 * In acceptOrder mode the private switch and the owner picker are hidden (002 §5.1): the event is
 * the caller's own and public, whatever the body says about owner or visibility.
 */
import type { RecordVersion } from '@portineria/domain';
import { assertValid } from '../../http/errors.ts';
import type { FieldError } from '../../http/errors.ts';
import { fieldInvalid } from '../../layer/fieldMessages.ts';
import { runWrite } from '../../layer/resource.ts';
import type { ExtraRoutes, ResourceRequest } from '../../layer/resource.ts';
import { localDay } from '../days.ts';
import { applyOrderEvent } from '../lifecycle.ts';
import { orderSchema } from '../schemas/operations.ts';
import { insertItem, newItem, readInstant } from './items.ts';
import { requireOwner } from './owner.ts';
import { EVENTS } from './reminders.ts';

/** The links other than the order, which a plan's event may not carry. */
const OTHER_LINKS = ['_building', '_supplier', '_ticket', '_claim', '_activity'] as const;

async function planOrder(request: ResourceRequest): Promise<Response> {
  const owner = await requireOwner(request);
  const { version, ...body } = await request.body();
  const orderId = body._order;
  const errors: FieldError[] = [];
  if (typeof orderId !== 'number' || !Number.isSafeInteger(orderId)) {
    assertValid([{ field: '_order', message: fieldInvalid('_order') }]);
  }
  for (const field of OTHER_LINKS) {
    if (body[field] !== undefined && body[field] !== null) {
      errors.push({ field, message: fieldInvalid(field) });
    }
  }
  const input: Record<string, unknown> = { ...body, visibility: 0 };
  delete input._employee;
  delete input._assignee;
  const { row, errors: eventErrors } = await newItem(EVENTS, request, owner, input, {
    employee_id: owner.employeeId,
    assignee_employee_id: null,
  });
  // An order the caller cannot read is refused before its state is looked at, so that a 409
  // never tells anything about an order one may not see.
  const orderError = eventErrors.find((error) => error.field === '_order');
  if (orderError) assertValid([orderError]);
  errors.push(...eventErrors);
  const end = readInstant(body.endTime, body.isAllDay === true);
  const id = await runWrite(orderSchema, () =>
    request.deps.db.transaction().execute(async (trx) => {
      await applyOrderEvent(
        trx,
        request,
        orderId as number,
        { type: 'PLAN', estimatedJobEndDate: end === undefined ? null : localDay(end) },
        {
          basedOn: { version: (version ?? null) as RecordVersion },
          fieldErrors: errors,
        },
      );
      return insertItem(EVENTS, trx, row);
    }),
  );
  return request.one(await request.find(id), 201);
}

/** Adds `POST calendar/plan-order` to the events resource. */
export function planOrderRoutes(routes: ExtraRoutes): void {
  routes.write('POST', '/calendar/plan-order', 'create', undefined, planOrder);
}
