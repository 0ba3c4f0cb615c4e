import { describe, expect, it } from 'vitest';
import {
  correspondenceQuery,
  isCommunicationOpened,
  markCommunicationOpened,
  openedInKey,
  opensAsRead,
  unreadCorrespondenceCount,
  unreadCorrespondenceCountQuery,
} from './correspondence.ts';

describe('openedInKey', () => {
  it('001 §3: "Communication: … usr_openedIn{product}"', () => {
    // Act
    const key = openedInKey('Portineria');

    // Assert
    expect(key).toBe('usr_openedInPortineria');
  });

  it('001 §3: "usr_openedIn{product}" — a blank product names no flag and is refused', () => {
    // Act
    const open = () => openedInKey('  ');

    // Assert
    expect(open).toThrow(RangeError);
  });
});

describe('correspondenceQuery', () => {
  it('001 §7: "where (type "corrispondenza", status SENT, usr_openedIn{product} false), order, limit 36 and offset_key"', () => {
    // Act
    const query = correspondenceQuery({ product: 'Portineria', offsetKey: 'abc123' });

    // Assert
    expect(query).toEqual({
      where: { type: 'corrispondenza', status: 'SENT', usr_openedInPortineria: false },
      order: [['sendingDate', 'DESC']],
      limit: 36,
      offset_key: 'abc123',
    });
  });

  it.each([undefined, null, ''])(
    '001 §7: "offset_key; the response has data and next_offset_key" — the first page (%j) sends none',
    (offsetKey) => {
      // Act
      const query = correspondenceQuery({ product: 'Portineria', offsetKey });

      // Assert
      expect(query).not.toHaveProperty('offset_key');
      expect(query.limit).toBe(36);
    },
  );
});

describe('unreadCorrespondenceCountQuery', () => {
  it('000 §7: "attributes empty, criteria, include, order empty" with the criteria of 001 §7', () => {
    // Act
    const query = unreadCorrespondenceCountQuery('Portineria');

    // Assert
    expect(query).toEqual({
      attributes: [],
      criteria: { type: 'corrispondenza', status: 'SENT', usr_openedInPortineria: false },
      include: [],
      order: [],
    });
  });
});

describe('unreadCorrespondenceCount', () => {
  it('000 §7: "reads a counter array (index 1 = criteria count)"', () => {
    // Act
    const count = unreadCorrespondenceCount([120, 4]);

    // Assert
    expect(count).toBe(4);
  });

  it.each([null, undefined, [], [3], [3, null], [3, Number.NaN]])(
    '000 §8: "List loading failure: counters … null shown as \'-\'" (%j)',
    (counter) => {
      // Act
      const count = unreadCorrespondenceCount(counter);

      // Assert
      expect(count).toBeNull();
    },
  );
});

describe('isCommunicationOpened', () => {
  it.each([
    [{ usr_openedInPortineria: true }, true],
    [{ usr_openedInPortineria: false }, false],
    [{ usr_openedInPortineria: null }, false],
    [{}, false],
    [{ usr_openedInAltro: true }, false],
  ])('001 §3: "usr_openedIn{product}": %j → %s', (communication, expected) => {
    // Act
    const opened = isCommunicationOpened(communication, 'Portineria');

    // Assert
    expect(opened).toBe(expected);
  });
});

describe('markCommunicationOpened', () => {
  it('001 §4.5: "Opening a communication marks it as opened"', () => {
    // Arrange
    const communication = {
      id: 'c1',
      type: 'corrispondenza',
      status: 'SENT',
      object: 'Convocazione assemblea',
      usr_openedInPortineria: false,
    };

    // Act
    const opened = markCommunicationOpened(communication, 'Portineria');

    // Assert
    expect(isCommunicationOpened(opened, 'Portineria')).toBe(true);
    expect(opened).toEqual({ ...communication, usr_openedInPortineria: true });
    expect(communication.usr_openedInPortineria).toBe(false);
  });
});

describe('opensAsRead', () => {
  it('001 §4.5: "Opening a communication marks it as opened" — a resident opening an unread one', () => {
    // Arrange
    const communication = { usr_openedInPortineria: false };

    // Act
    const marks = opensAsRead(communication, { role: 'usr_1', product: 'Portineria' });

    // Assert
    expect(marks).toBe(true);
  });

  it('001 §4.5: one already opened in the product is not marked again', () => {
    // Arrange
    const communication = { usr_openedInPortineria: true };

    // Act
    const marks = opensAsRead(communication, { role: 'usr_1', product: 'Portineria' });

    // Assert
    expect(marks).toBe(false);
  });

  it('001 §3 "usr_openedIn{product}" is the resident\'s flag: an office user opening it marks nothing', () => {
    // Arrange
    const communication = { usr_openedInPortineria: false };

    // Act
    const marks = opensAsRead(communication, { role: 'org_3', product: 'Portineria' });

    // Assert
    expect(marks).toBe(false);
  });
});
