import { describe, expect, it } from 'vitest';
import { entityIdOf, parseNotificationEntityIds } from './entityIds.ts';

describe('parseNotificationEntityIds', () => {
  it('001 §3: "entityIDs (list of entity-name/id pairs ...)" as a list', () => {
    const entityIds = parseNotificationEntityIds([
      { entityName: 'ticket', id: 4 },
      { entityName: ' chat ', id: ' 7 ' },
    ]);

    expect(entityIds).toEqual([
      { entityName: 'ticket', id: '4' },
      { entityName: 'chat', id: '7' },
    ]);
  });

  it('001 §3: "... or as a JSON string"', () => {
    expect(parseNotificationEntityIds('[{"entityName":"order","id":"15"}]')).toEqual([
      { entityName: 'order', id: '15' },
    ]);
  });

  it.each([
    ['invalid JSON', '[{"entityName":'],
    ['JSON of an object', '{"entityName":"order","id":1}'],
    ['JSON null', 'null'],
    ['an empty string', ''],
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['an object', { entityName: 'order', id: 1 }],
  ])('001 §3: %s gives no entities', (_label, value) => {
    expect(parseNotificationEntityIds(value)).toEqual([]);
  });

  it('drops items that are not entity-name/id pairs', () => {
    const entityIds = parseNotificationEntityIds([
      null,
      'ticket',
      { entityName: '', id: 1 },
      { entityName: 'ticket' },
      { entityName: 'ticket', id: '  ' },
      { entityName: 'ticket', id: Number.NaN },
      { entityName: 'ticket', id: { value: 1 } },
      { entityName: 3, id: 1 },
      { entityName: 'claim', id: 0 },
    ]);

    expect(entityIds).toEqual([{ entityName: 'claim', id: '0' }]);
  });
});

describe('entityIdOf', () => {
  const entityIds = [
    { entityName: 'Ticket', id: '4' },
    { entityName: 'ticket', id: '5' },
  ];

  it('finds the first pair of an entity, whatever the case of its name', () => {
    expect(entityIdOf(entityIds, 'ticket')).toBe('4');
  });

  it('gives undefined for an entity that is not there', () => {
    expect(entityIdOf(entityIds, 'order')).toBeUndefined();
  });
});
