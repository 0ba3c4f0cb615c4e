import { describe, expect, it } from 'vitest';
import {
  correspondenceQuery,
  isCommunicationOpened,
  openedInKey,
  opensAsRead,
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
