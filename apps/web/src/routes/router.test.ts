import { ROUTES, type RouteDefinition } from '@portineria/domain';
import { describe, expect, it } from 'vitest';
import { entityConfig } from '../entities/entityTable.ts';

describe('routes built from domain’s route table', () => {
  it('001 §2: every list, new, mod, detail, report, chats and calendar route has an entity configuration (never a "coming soon" page)', () => {
    const screens = (ROUTES as readonly RouteDefinition[]).filter((route) =>
      ['list', 'new', 'mod', 'detail', 'report', 'chats', 'calendar'].includes(route.kind),
    );

    const missing = screens.filter((route) => !entityConfig(route.entity ?? route.kind));

    expect(screens.length).toBeGreaterThan(60);
    expect(missing.map((route) => route.name)).toEqual([]);
  });

  it('the entity table has no configuration that no route uses', async () => {
    const { ENTITY_TABLE } = await import('../entities/entityTable.ts');
    const used = new Set(
      (ROUTES as readonly RouteDefinition[]).map((route) => route.entity ?? route.kind),
    );

    expect(Object.keys(ENTITY_TABLE).filter((entity) => !used.has(entity))).toEqual([]);
  });
});
