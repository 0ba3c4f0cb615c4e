import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import {
  eventTimeFacts,
  defaultEndTime,
  eventDurationMinutes,
  formatMinutesOfDay,
  isAllDayEvent,
  isOnTimeStep,
  minutesOfDay,
  roundToTimeStep,
  eventTimeLabel,
  showsOnlyStartTime,
  timeOptions,
} from './eventTime.ts';

describe('roundToTimeStep', () => {
  it.each([
    ['2024-03-10T10:07:00', '2024-03-10T10:15:00'],
    ['2024-03-10T10:00:00', '2024-03-10T10:00:00'],
    ['2024-03-10T10:15:00', '2024-03-10T10:15:00'],
    ['2024-03-10T10:15:01', '2024-03-10T10:30:00'],
    ['2024-03-10T10:44:59.999', '2024-03-10T10:45:00'],
    ['2024-03-10T10:46:00', '2024-03-10T11:00:00'],
    ['2024-03-10T23:50:00', '2024-03-11T00:00:00'],
  ])('001 §9: "Time rounding to 15-minute steps" — %s rounds up to %s', (input, expected) => {
    // Arrange
    const date = new Date(input);
    // Act
    const rounded = roundToTimeStep(date);
    // Assert
    expect(rounded).toEqual(new Date(expected));
  });
});

describe('defaultEndTime', () => {
  it('001 §9: "an end time defaults to one hour after the start when not given"', () => {
    const start = new Date('2024-03-10T23:30:00');

    const end = defaultEndTime(start);

    expect(end).toEqual(new Date('2024-03-11T00:30:00'));
  });
});

describe('isAllDayEvent', () => {
  it.each([
    [{ startTime: '2024-03-10 09:00', endTime: '2024-03-10 10:00', isAllDay: true }, true],
    [{ startTime: '2024-03-10 09:00', endTime: '2024-03-11 09:01' }, true],
    [{ startTime: '2024-03-10 09:00', endTime: '2024-03-11 09:00' }, false],
    [{ startTime: '2024-03-10 09:00', endTime: '2024-03-10 18:00', isAllDay: false }, false],
  ])(
    '002 §4.3: "Events that last more than 24 h count as all-day" — %o → %s',
    (event, expected) => {
      expect(isAllDayEvent(event)).toBe(expected);
    },
  );

  it('002 §4.3: an event whose dates cannot be read is not all-day unless flagged', () => {
    expect(isAllDayEvent({ startTime: 'nonsense', endTime: 'nonsense' })).toBe(false);
  });
});

describe('showsOnlyStartTime', () => {
  it.each([
    [{ startTime: '2024-03-10 09:00', endTime: '2024-03-10 09:45' }, true],
    [{ startTime: '2024-03-10 09:00', endTime: '2024-03-10 09:15' }, true],
    [{ startTime: '2024-03-10 09:00', endTime: '2024-03-10 10:00' }, false],
    [{ startTime: '2024-03-10', endTime: '2024-03-10', isAllDay: true }, false],
  ])(
    '002 §9: "Events of 45 minutes or less show only the start time" — %o → %s',
    (event, expected) => {
      expect(showsOnlyStartTime(event)).toBe(expected);
    },
  );
});

describe('eventDurationMinutes', () => {
  it('002 §9: durations are measured in minutes between start and end', () => {
    expect(
      eventDurationMinutes({ startTime: '2024-03-10 09:00', endTime: '2024-03-10 10:30' }),
    ).toBe(90);
  });
});

describe('timeOptions', () => {
  it('002 §5.1: "in 15-minute steps and 24-hour format"', () => {
    const options = timeOptions();

    expect(options).toHaveLength(96);
    expect(options.slice(0, 5)).toEqual(['00:00', '00:15', '00:30', '00:45', '01:00']);
    expect(options.at(-1)).toBe('23:45');
    expect(options).toContain('13:30');
  });
});

describe('time helpers', () => {
  it.each([
    ['00:00', 0],
    ['09:05', 545],
    ['23:59', 1439],
    ['24:00', undefined],
    ['9:00', undefined],
    ['12:60', undefined],
    [null, undefined],
  ])('002 §5.1: "24-hour format" — minutesOfDay(%s) = %s', (time, expected) => {
    expect(minutesOfDay(time)).toBe(expected);
  });

  it.each([
    ['10:15', true],
    ['10:00', true],
    ['10:10', false],
    ['bad', false],
    [undefined, false],
  ])('002 §5.1: "in 15-minute steps" — isOnTimeStep(%s) = %s', (time, expected) => {
    expect(isOnTimeStep(time)).toBe(expected);
  });

  it('002 §5.1: times are written HH:mm', () => {
    expect(formatMinutesOfDay(545)).toBe('09:05');
  });
});

describe('eventTimeLabel', () => {
  it("002 §4.3: an all-day event, or one longer than 24 h, shows 'Tutto il giorno'", () => {
    expect(
      eventTimeLabel({
        startTime: '2026-11-24 00:00',
        endTime: '2026-11-24 23:59',
        isAllDay: true,
      }),
    ).toBe('Tutto il giorno');
    expect(eventTimeLabel({ startTime: '2026-11-24 09:00', endTime: '2026-11-25 10:00' })).toBe(
      'Tutto il giorno',
    );
  });

  it('002 §9: "Events of 45 minutes or less show only the start time"', () => {
    expect(eventTimeLabel({ startTime: '2026-11-24 09:15', endTime: '2026-11-24 10:00' })).toBe(
      '09:15',
    );
  });

  it('002 §5.1: longer events show start and end in 24-hour format', () => {
    expect(eventTimeLabel({ startTime: '2026-11-24 14:00', endTime: '2026-11-24 16:30' })).toBe(
      '14:00 – 16:30',
    );
  });
});

describe('eventTimeFacts', () => {
  it('002 §4.3, §9: agrees with isAllDayEvent, showsOnlyStartTime and eventTimeLabel on every kind of event', () => {
    const events = [
      { startTime: '2024-03-10 09:00', endTime: '2024-03-10 10:30' },
      { startTime: '2024-03-10 09:00', endTime: '2024-03-10 09:45' },
      { startTime: '2024-03-10 09:00', endTime: '2024-03-10 09:46' },
      { startTime: '2024-03-10 09:00', endTime: '2024-03-11 09:00' },
      { startTime: '2024-03-10 09:00', endTime: '2024-03-11 09:01' },
      { startTime: '2024-03-10', endTime: '2024-03-10', isAllDay: true },
      { startTime: 'not a date', endTime: '2024-03-10 10:00' },
    ];
    for (const event of events) {
      expect(eventTimeFacts(event)).toEqual({
        allDay: isAllDayEvent(event),
        onlyStart: showsOnlyStartTime(event),
        startLabel: dayjs(event.startTime).format('HH:mm'),
        timeLabel: eventTimeLabel(event),
      });
    }
  });
});
