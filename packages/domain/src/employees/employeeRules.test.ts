import { describe, expect, it } from 'vitest';
import { EMPLOYEE_STATUS } from './constants.ts';
import {
  employeeRegistrationLabel,
  isAboveWorkerLevel,
  isActiveEmployee,
} from './employeeRules.ts';

describe('isActiveEmployee', () => {
  it.each([
    [EMPLOYEE_STATUS.ENABLED, true],
    [EMPLOYEE_STATUS.DISABLED, false],
  ])(
    '001 §4.6: "Status ENABLED"; 002 §6: "active employees (status 1)": status %s → %s',
    (status, expected) => {
      // Act
      const active = isActiveEmployee({ status });

      // Assert
      expect(active).toBe(expected);
    },
  );
});

describe('isAboveWorkerLevel', () => {
  it.each([
    [0, false],
    [1, true],
    [3, true],
  ])('001 §4.6: "level above worker": level %s → %s', (level, expected) => {
    // Act
    const above = isAboveWorkerLevel({ level });

    // Assert
    expect(above).toBe(expected);
  });
});

describe('employeeRegistrationLabel', () => {
  it.each([
    [null, 'Non registrato'],
    ['user-9', undefined],
    [undefined, undefined],
  ])(
    '002 §8: "employee not registered: \'Non registrato\'" (002 §3.5 "_user (null means not registered)"): %j → %s',
    (user, expected) => {
      // Act
      const label = employeeRegistrationLabel({ _user: user });

      // Assert
      expect(label).toBe(expected);
    },
  );
});
