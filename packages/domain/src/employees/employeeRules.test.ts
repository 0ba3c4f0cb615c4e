import { describe, expect, it } from 'vitest';
import { EMPLOYEE_STATUS } from './constants.ts';
import {
  PERSONS_COUNTER_VIEW,
  employeeRegistrationLabel,
  isAboveWorkerLevel,
  isActiveEmployee,
  ownerPickerEmployees,
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

describe('ownerPickerEmployees', () => {
  it('002 §5.2: "The employee picker for the owner excludes the current profile and lists only status 1"', () => {
    // Arrange
    const employees = [
      { id: 'me', status: EMPLOYEE_STATUS.ENABLED, fullname: 'Io Stesso' },
      { id: 'e1', status: EMPLOYEE_STATUS.ENABLED, fullname: 'Chiara Galli' },
      { id: 'e2', status: EMPLOYEE_STATUS.DISABLED, fullname: 'Paolo Ricci' },
      { id: 'e3', status: EMPLOYEE_STATUS.ENABLED, fullname: 'Noemi Fumagalli' },
    ];

    // Act
    const offered = ownerPickerEmployees(employees, 'me');

    // Assert
    expect(offered.map((employee) => employee.id)).toEqual(['e1', 'e3']);
  });

  it('002 §6: "lists active employees (status 1) except oneself" — no one left is an empty list', () => {
    // Arrange
    const employees = [{ id: 'me', status: EMPLOYEE_STATUS.ENABLED }];

    // Act
    const offered = ownerPickerEmployees(employees, 'me');

    // Assert
    expect(offered).toEqual([]);
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

describe('PERSONS_COUNTER_VIEW', () => {
  it('000 §9: "users_total_counter … replaced by the persons counter", counting 001 §4.6 "Status ENABLED; level above worker"', () => {
    // Assert
    expect(PERSONS_COUNTER_VIEW).toEqual({
      id: 'persons_counter',
      label: 'Persone',
      criteria: { status: 1, level: { $gt: 0 } },
    });
  });
});
