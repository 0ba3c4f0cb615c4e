import { describe, expect, it } from 'vitest';
import { COLLEAGUE_COLORS } from '../constants/constants.ts';
import {
  availableColleagues,
  canSaveColleague,
  eventOwnerCandidates,
  isColleagueColor,
  validateColleague,
} from './colleagues.ts';

describe('validateColleague', () => {
  it('002 §5.1: "Adding a colleague requires a selected employee and a colour"', () => {
    const errors = validateColleague({ employeeId: null, color: null });

    expect(errors).toEqual({
      employee: {
        key: 'calendar.colleague.employeeRequired',
        message: 'Il campo Collaboratore è obbligatorio',
      },
      color: { key: 'calendar.colleague.colorRequired', message: 'Il campo Colore è obbligatorio' },
    });
    expect(canSaveColleague(errors)).toBe(false);
  });

  it('002 §5.1: "a mandatory choice from 12" — a colour outside the palette is refused', () => {
    const errors = validateColleague({ employeeId: 'emp-2', color: '#000000' });

    expect(errors).toEqual({
      color: { key: 'calendar.colleague.colorInvalid', message: 'Il campo Colore non è valido.' },
    });
  });

  it('002 §9: "12 colleague colours: #72CF34, #FFB600, #F57E00, #E62063, #E04C8F, #A5002C, #7d1d8f, #232D78, #006432, #9B84C2, #8A5F54, #615755"', () => {
    expect(COLLEAGUE_COLORS).toEqual([
      '#72CF34',
      '#FFB600',
      '#F57E00',
      '#E62063',
      '#E04C8F',
      '#A5002C',
      '#7d1d8f',
      '#232D78',
      '#006432',
      '#9B84C2',
      '#8A5F54',
      '#615755',
    ]);
  });

  it('002 §5.1: "a mandatory choice from 12" — each of the 12 colours is accepted', () => {
    const refused = COLLEAGUE_COLORS.filter(
      (color) => !canSaveColleague(validateColleague({ employeeId: 7, color })),
    );

    expect(refused).toEqual([]);
  });

  it('002 §9: colours compare without case', () => {
    expect(isColleagueColor('#7D1D8F')).toBe(true);
    expect(isColleagueColor(undefined)).toBe(false);
  });

  it('002 §5.1: a blank employee id counts as not selected', () => {
    expect(validateColleague({ employeeId: '  ', color: '#72CF34' }).employee?.key).toBe(
      'calendar.colleague.employeeRequired',
    );
  });
});

describe('availableColleagues', () => {
  it('002 §5.1: "Colleagues already added are excluded from the add list"', () => {
    const employees = [
      { id: 1, fullname: 'Anna Bianchi' },
      { id: 2, fullname: 'Luca Rossi' },
      { id: '3', fullname: 'Sara Verdi' },
    ];

    const result = availableColleagues(employees, [{ _employee: '1' }, { _employee: 3 }]);

    expect(result).toEqual([{ id: 2, fullname: 'Luca Rossi' }]);
  });
});

describe('eventOwnerCandidates', () => {
  it('002 §5.2: "The employee picker for the owner excludes the current profile and lists only status 1"', () => {
    const employees = [
      { id: 'me', status: 1 },
      { id: 'a', status: 1 },
      { id: 'b', status: 0 },
      { id: 'c' },
    ];

    expect(eventOwnerCandidates(employees, 'me')).toEqual([{ id: 'a', status: 1 }]);
  });
});
